import type { SmsField, SmsProvider } from '@/data/auth/sms-providers';

/*
 * The fixed copy of the SMS components (the credentials table and the cost warning), in the inline markup of
 * lib/auth/inline-markup.ts. The components and the Markdown twin (lib/markdown/auth-handlers.ts) both read it.
 */

/** Where the cost warning sends readers: the CAPTCHA guide and the production checklist. */
export const SMS_COST_LINKS = {
  captcha: '/guides/auth/captcha/',
  checklist: '/guides/platform/going-into-prod/',
  rateLimits: '/guides/auth/rate-limits/',
} as const;

export const SMS_COST_WARNING = {
  type: 'caution',
  title: 'Keep SMS costs under control',
  intro:
    'Every code you send is billed by your SMS provider, and some fraud schemes exist only to make you send more. In **SMS pumping** (also called toll fraud), bots ask your sign-in form for codes to premium-rate or foreign numbers whose carriers share the fees with the attacker; nobody ever enters those codes.',
  advice: [
    `Put a [CAPTCHA](${SMS_COST_LINKS.captcha}) in front of every form that sends a code.`,
    `Keep the [auth rate limits](${SMS_COST_LINKS.rateLimits}) on codes as low as your real traffic allows.`,
    "Allow only the countries you serve in your provider's sending settings, and set a spending alert.",
  ],
  outro: `The [going-into-production checklist](${SMS_COST_LINKS.checklist}) covers these with the rest of a launch review.`,
} as const;

/** The credentials table: its name, where the values come from, its columns and the secret column's cells. */
export const smsCredentialsCaption = (provider: Pick<SmsProvider, 'name'>) => `${provider.name} credentials`;
export const SMS_CREDENTIAL_COLUMNS = {
  field: 'Dashboard field',
  /** Shown as `config.toml` key. */
  key: { code: 'config.toml', text: ' key' },
  whereToFind: 'Where to find it',
  secret: 'Secret',
} as const;
export const smsSecretCell = (field: Pick<SmsField, 'secret'>) =>
  field.secret ? 'Yes: keep it out of code and the repository' : 'No';
