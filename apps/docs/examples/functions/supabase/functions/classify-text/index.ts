import { InferenceClient } from 'npm:@huggingface/inference@4';

const hf = new InferenceClient(Deno.env.get('HUGGING_FACE_ACCESS_TOKEN'));

Deno.serve(async (request) => {
  const { text } = await request.json().catch(() => ({}));
  if (typeof text !== 'string' || text.length === 0) {
    return Response.json({ error: 'Send a JSON body with a non-empty "text".' }, { status: 400 });
  }

  const labels = await hf.textClassification({
    provider: 'hf-inference',
    model: 'distilbert/distilbert-base-uncased-finetuned-sst-2-english',
    inputs: text,
  });
  return Response.json({ labels });
});
