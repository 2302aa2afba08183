import { redirect } from 'next/navigation';
import { createClient } from '@/utils/supabase/server';

/** A Server Component that only a signed-in user may see. */
export default async function AccountPage() {
  const supabase = await createClient();
  // getUser() sends the access token to Auth, which checks it: a forged or revoked session gets no user here.
  const {
    data: { user },
    error,
  } = await supabase.auth.getUser();
  if (error || !user) redirect('/login');

  return (
    <main>
      <h1>Your account</h1>
      <p>Signed in as {user.email}</p>
    </main>
  );
}
