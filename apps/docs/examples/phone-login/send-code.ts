import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Step 1: text a one-time code to `phone`, written in international (E.164) form: a plus, the country code,
 * then the number, e.g. +15551234567. The first successful sign-in creates the user.
 */
export async function sendCode(supabase: SupabaseClient, phone: string, captchaToken?: string) {
  const { error } = await supabase.auth.signInWithOtp({
    phone,
    // Required once CAPTCHA protection is on: the token your CAPTCHA widget produced.
    options: { captchaToken },
  });
  if (error) throw error;
}
