import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { Hono } from 'npm:hono@4';

const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';

// The path starts with the function's name: /notes-api/notes, /notes-api/notes/7.
const app = new Hono<{ Variables: { supabase: SupabaseClient } }>().basePath('/notes-api');

// Runs before every route: one check of the caller, and a client that queries as them.
app.use('*', async (c, next) => {
  const authorization = c.req.header('Authorization') ?? '';
  const supabase = createClient(supabaseUrl, anonKey, {
    global: { headers: { Authorization: authorization } },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await supabase.auth.getClaims(authorization.replace(/^Bearer /, ''));
  if (error || data?.claims.role !== 'authenticated') {
    return c.json({ error: 'Sign in to use your notes.' }, 401);
  }
  c.set('supabase', supabase);
  await next();
});

app.get('/notes', async (c) => {
  const { data, error } = await c.var.supabase.from('notes').select('id, body').order('id');
  if (error) return c.json({ error: 'Could not read your notes.' }, 500);
  return c.json(data);
});

app.get('/notes/:id', async (c) => {
  const id = Number(c.req.param('id'));
  if (!Number.isInteger(id)) return c.json({ error: 'A note id is a whole number.' }, 400);
  const { data, error } = await c.var.supabase.from('notes').select('id, body').eq('id', id).maybeSingle();
  if (error) return c.json({ error: 'Could not read the note.' }, 500);
  // Another user's note is invisible under row level security, so it is "not found" too.
  if (!data) return c.json({ error: 'No such note.' }, 404);
  return c.json(data);
});

app.post('/notes', async (c) => {
  const { body } = await c.req.json().catch(() => ({ body: undefined }));
  if (typeof body !== 'string' || body.length === 0) {
    return c.json({ error: 'Send a JSON body with a non-empty "body".' }, 400);
  }
  const { data, error } = await c.var.supabase.from('notes').insert({ body }).select('id, body').single();
  if (error) return c.json({ error: 'Could not save the note.' }, 500);
  return c.json(data, 201);
});

app.notFound((c) => c.json({ error: 'No such endpoint.' }, 404));

Deno.serve(app.fetch);
