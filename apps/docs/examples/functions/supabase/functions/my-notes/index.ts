import { createClient } from 'npm:@supabase/supabase-js@2';

const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';

Deno.serve(async (request) => {
  const authorization = request.headers.get('Authorization') ?? '';
  const token = authorization.replace(/^Bearer /, '');
  if (token === '') {
    return Response.json({ error: 'Send your access token in the Authorization header.' }, { status: 401 });
  }

  // Every query of this client carries the caller's token: row level security applies.
  const supabase = createClient(supabaseUrl, anonKey, {
    global: { headers: { Authorization: authorization } },
    auth: { persistSession: false, autoRefreshToken: false },
  });

  // Verifies the token's signature (asking Auth when the project's JWT secret signed it).
  const { data, error } = await supabase.auth.getClaims(token);
  if (error || data?.claims.role !== 'authenticated') {
    return Response.json({ error: 'Sign in to read your notes.' }, { status: 401 });
  }

  const { data: notes, error: readError } = await supabase.from('notes').select('id, body').order('id');
  if (readError) {
    return Response.json({ error: 'Could not read your notes.' }, { status: 500 });
  }
  return Response.json({ user: data.claims.sub, notes });
});
