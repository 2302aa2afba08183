import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Enrollment, step 1 (the user is signed in): create an unverified TOTP factor. Show `qrCode` (an SVG as a
 * data URL, ready for an <img> src) for the authenticator app to scan, and `secret` for typing in by hand.
 */
export async function startEnrollment(supabase: SupabaseClient, friendlyName: string) {
  // A dialog closed half-way leaves an unverified factor behind; its name would clash with the new one.
  const { data: factors, error: listError } = await supabase.auth.mfa.listFactors();
  if (listError) throw listError;
  for (const stale of factors.all.filter((factor) => factor.status === 'unverified')) {
    const { error } = await supabase.auth.mfa.unenroll({ factorId: stale.id });
    if (error) throw error;
  }

  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri };
}
