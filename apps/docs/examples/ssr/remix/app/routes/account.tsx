import { data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { createSupabaseServerClient } from '../lib/supabase.server';

/**
 * Remix has no middleware (in v2): a loader that needs the user refreshes the session itself. getUser()
 * refreshes an expired access token from the cookies and has Auth confirm it; the new cookies travel in
 * `headers`, on the redirect as well as on the data.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { supabase, headers } = createSupabaseServerClient(request);
  const {
    data: { user },
  } = await supabase.auth.getUser();
  if (!user) throw redirect('/login', { headers });
  // data() needs Single Fetch (future.v3_singleFetch); without it, return json() with the same headers.
  return data({ email: user.email ?? '' }, { headers });
}

export default function Account() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Your account</h1>
      <p>Signed in as {email}</p>
    </main>
  );
}
