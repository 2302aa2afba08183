import type { Session, SupabaseClient } from '@supabase/supabase-js';

export type SignInOutcome = { status: 'signed-in'; session: Session } | { status: 'unconfirmed' };

export async function signInWithEmail(
  supabase: SupabaseClient,
  email: string,
  password: string,
): Promise<SignInOutcome> {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  // The password is right but the address was never confirmed: offer to resend the confirmation email.
  if (error?.code === 'email_not_confirmed') return { status: 'unconfirmed' };
  // A wrong address or password is `invalid_credentials`; Auth does not say which of the two was wrong.
  if (error) throw error;
  return { status: 'signed-in', session: data.session };
}
