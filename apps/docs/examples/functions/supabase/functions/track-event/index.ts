/// <reference types="npm:@supabase/functions-js@2/src/edge-runtime.d.ts" />
import { createClient } from 'npm:@supabase/supabase-js@2';

const admin = createClient(
  Deno.env.get('SUPABASE_URL') ?? '',
  Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  { auth: { persistSession: false, autoRefreshToken: false } },
);

/** The slow part: runs after the caller already has its answer. */
async function storeEvent(name: string, receivedAt: string): Promise<void> {
  const { error } = await admin.from('events').insert({ name, received_at: receivedAt });
  // Nobody waits for this answer any more: the log is the only place an error can go.
  if (error) console.error('Could not store the event:', error.message);
}

Deno.serve(async (request) => {
  const { name } = await request.json().catch(() => ({ name: undefined }));
  if (typeof name !== 'string' || name.length === 0) {
    return Response.json({ error: 'Send a JSON body with a non-empty "name".' }, { status: 400 });
  }
  // Not awaited: the answer goes out now; the instance stays up until the task settles.
  EdgeRuntime.waitUntil(storeEvent(name, new Date().toISOString()));
  return Response.json({ accepted: name }, { status: 202 });
});
