import type { SmsField, SmsProvider } from '@/data/auth/sms-providers';

/*
 * The local-development block of `supabase/config.toml` for one SMS provider, built from the provider data so
 * the page, the credentials table and the config can never name different keys. Secrets are never written
 * into the file: the CLI substitutes `env(NAME)` from the environment of `supabase start`.
 */

/** The environment variable a secret is read from, e.g. SUPABASE_AUTH_SMS_TWILIO_AUTH_TOKEN. */
export function smsSecretEnvVar(provider: Pick<SmsProvider, 'id'>, field: Pick<SmsField, 'key'>): string {
  return `SUPABASE_AUTH_SMS_${provider.id}_${field.key}`.toUpperCase();
}

/** The secrets of a provider with the variables they are read from, for an `export` example. */
export function smsSecretVariables(provider: SmsProvider): { field: SmsField; name: string }[] {
  return provider.fields
    .filter((field) => field.secret)
    .map((field) => ({ field, name: smsSecretEnvVar(provider, field) }));
}

/** The shell lines that put each secret in the environment without echoing it or keeping it in the history. */
export function secretPrompts(provider: SmsProvider): string {
  return smsSecretVariables(provider)
    .flatMap(({ field, name }) => [
      `# Paste the ${field.label} when asked (it is not shown)`,
      `read -rs ${name} && export ${name}`,
    ])
    .join('\n');
}

export function smsConfigToml(provider: SmsProvider): string {
  const lines = [
    '[auth.sms]',
    '# Let people sign up with a phone number.',
    'enable_signup = true',
    '# A phone and password sign-up must enter the texted code before it can sign in.',
    'enable_confirmations = true',
  ];
  // Twilio Verify composes and checks its own messages, so a template would be ignored.
  if (provider.variantOf === undefined) lines.push('template = "Your code is {{ .Code }}"');
  lines.push('', `[auth.sms.${provider.id}]`, 'enabled = true');
  for (const field of provider.fields) {
    if (field.secret) {
      lines.push(`# ${field.label}: a secret, read from the environment. Never commit it.`);
      lines.push(`${field.key} = "env(${smsSecretEnvVar(provider, field)})"`);
    } else {
      lines.push(`# ${field.label}`);
      lines.push(`${field.key} = ""`);
    }
  }
  return lines.join('\n');
}
