import { InferenceClient } from 'npm:@huggingface/inference@4';
import { createClient } from 'npm:@supabase/supabase-js@2';

const hf = new InferenceClient(Deno.env.get('HUGGING_FACE_ACCESS_TOKEN'));
// The service role key bypasses row level security: this function decides what may be stored.
const admin = createClient(
  Deno.env.get('SUPABASE_URL') ?? '',
  Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  {
    auth: { persistSession: false, autoRefreshToken: false },
  },
);

Deno.serve(async (request) => {
  const { body } = await request.json().catch(() => ({}));
  if (typeof body !== 'string' || body.length === 0) {
    return Response.json({ error: 'Send a JSON body with a non-empty "body".' }, { status: 400 });
  }

  // One text in, one vector of 384 numbers out.
  const embedding = await hf.featureExtraction({
    provider: 'hf-inference',
    model: 'sentence-transformers/all-MiniLM-L6-v2',
    inputs: body,
  });
  const { error } = await admin.from('documents').insert({ body, embedding });
  if (error) {
    console.error('storing the embedding failed:', error.message);
    return Response.json({ error: 'Could not store the document.' }, { status: 500 });
  }
  return new Response(null, { status: 201 });
});
