import { createBrowserClient } from '@supabase/ssr';

// In the browser. @supabase/ssr uses the PKCE flow and keeps the code verifier in a cookie, so the callback
// route on your server can read it when the user comes back.
const supabase = createBrowserClient(
  'https://<project-ref>.supabase.co', // your project URL
  '<anon-key>', // your project's anon key
  { auth: { flowType: 'pkce' } }, // the default of @supabase/ssr, written out
);

export async function signInWithGitHub(next = '/') {
  const redirectTo = new URL('/auth/callback', window.location.origin);
  redirectTo.searchParams.set('next', next);

  const { error } = await supabase.auth.signInWithOAuth({
    provider: 'github',
    options: { redirectTo: redirectTo.href },
  });
  // On success the browser is already on its way to GitHub; an error means it never left.
  if (error) throw error;
}
