import { createClient } from 'npm:@supabase/supabase-js@2';

const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';

// Created once per instance. It bypasses row level security: never give it a caller's token.
const admin = createClient(supabaseUrl, serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

Deno.serve(async (request) => {
  const authorization = request.headers.get('Authorization') ?? '';
  const asCaller = createClient(supabaseUrl, anonKey, {
    global: { headers: { Authorization: authorization } },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await asCaller.auth.getClaims(authorization.replace(/^Bearer /, ''));
  if (error || data?.claims.role !== 'authenticated') {
    return Response.json({ error: 'Sign in to see the statistics.' }, { status: 401 });
  }

  // The same count twice: as the caller (their rows) and as the service role (every row).
  const yours = await asCaller.from('notes').select('*', { count: 'exact', head: true });
  const everyone = await admin.from('notes').select('*', { count: 'exact', head: true });
  if (yours.error || everyone.error) {
    return Response.json({ error: 'Could not count the notes.' }, { status: 500 });
  }
  return Response.json({ yours: yours.count, everyone: everyone.count });
});
