import { z } from 'zod';
import { factSource, PLATFORM_ERA } from '../fact-source';

/*
 * The SMS providers Auth can send one-time codes through, with the credentials each needs. The phone-login
 * pages, the SMS provider config table and the local config.toml block all read this file, so a credential is
 * described once. Keys are the CLI's config.toml keys (`[auth.sms.<id>]`);
 * labels are the fields of the dashboard's Phone provider form.
 */

/** The config.toml tables under `[auth.sms]`; Twilio Verify is a second way to use a Twilio account. */
export const SMS_PROVIDER_IDS = ['twilio', 'twilio_verify', 'messagebird', 'textlocal', 'vonage'] as const;
export type SmsProviderId = (typeof SMS_PROVIDER_IDS)[number];

const smsFieldSchema = z.strictObject({
  /** The key in `[auth.sms.<provider>]`. */
  key: z.string().regex(/^[a-z][a-z_]*$/, 'config.toml keys are snake_case'),
  /** The field's name in the dashboard's Phone provider form (without the provider's name in front). */
  label: z.string().min(1),
  /** Secrets are typed into the dashboard and given to the CLI through env(); never committed. */
  secret: z.boolean(),
  /** Where the value is found in the provider's own console, in a sentence. */
  whereToFind: z.string().min(10),
});

const smsProviderSchema = z
  .strictObject({
    id: z.enum(SMS_PROVIDER_IDS),
    name: z.string().min(1),
    /** The vendor whose account this uses, when it is a variant (Twilio Verify uses a Twilio account). */
    variantOf: z.enum(SMS_PROVIDER_IDS).optional(),
    /** The provider's page in these guides; TextLocal has none (it is configurable, not in the grid). */
    guide: z
      .string()
      .regex(/^\/guides\/auth\/phone-login\/[a-z]+\/$/)
      .optional(),
    /** What the provider calls its web console, and where it is. */
    console: z.strictObject({ name: z.string().min(1), url: z.url() }),
    fields: z.array(smsFieldSchema).min(2),
  })
  .superRefine((provider, context) => {
    const keys = provider.fields.map((field) => field.key);
    if (new Set(keys).size !== keys.length) {
      context.addIssue({ code: 'custom', message: `${provider.id}: a config.toml key appears twice` });
    }
    if (!provider.fields.some((field) => field.secret)) {
      context.addIssue({ code: 'custom', message: `${provider.id}: every provider has a secret credential` });
    }
  });

export type SmsField = z.infer<typeof smsFieldSchema>;
export type SmsProvider = z.infer<typeof smsProviderSchema>;

const TWILIO_CONSOLE = { name: 'Twilio Console', url: 'https://console.twilio.com/' };
const twilioAccountSid: SmsField = {
  key: 'account_sid',
  label: 'Account SID',
  secret: false,
  whereToFind:
    'Twilio Console home page, under Account Info. It starts with AC and names your account, not a secret by itself.',
};
const twilioAuthToken: SmsField = {
  key: 'auth_token',
  label: 'Auth Token',
  secret: true,
  whereToFind:
    'Twilio Console home page, under Account Info (hidden until you choose Show). Anyone holding it can send messages on your bill.',
};

const providers = [
  {
    id: 'twilio',
    name: 'Twilio',
    guide: '/guides/auth/phone-login/twilio/',
    console: TWILIO_CONSOLE,
    fields: [
      twilioAccountSid,
      twilioAuthToken,
      {
        key: 'message_service_sid',
        label: 'Message Service SID',
        secret: false,
        whereToFind:
          'Messaging → Services: create a Messaging Service, add your sender number to its sender pool, and copy its SID (it starts with MG).',
      },
    ],
  },
  {
    id: 'twilio_verify',
    name: 'Twilio Verify',
    variantOf: 'twilio',
    guide: '/guides/auth/phone-login/twilio/',
    console: TWILIO_CONSOLE,
    fields: [
      twilioAccountSid,
      twilioAuthToken,
      {
        // The CLI reuses the Messaging Service key for the Verify Service SID.
        key: 'message_service_sid',
        label: 'Verify Service SID',
        secret: false,
        whereToFind:
          'Verify → Services: create a Verify Service and copy its Service SID (it starts with VA). Code length and expiry are set on that service.',
      },
    ],
  },
  {
    id: 'messagebird',
    name: 'MessageBird',
    guide: '/guides/auth/phone-login/messagebird/',
    console: { name: 'MessageBird Dashboard', url: 'https://dashboard.messagebird.com/' },
    fields: [
      {
        key: 'access_key',
        label: 'Access Key',
        secret: true,
        whereToFind:
          'Developers → API access (REST): add a live access key. A test key is accepted but delivers nothing.',
      },
      {
        key: 'originator',
        label: 'Originator',
        secret: false,
        whereToFind:
          'The sender shown on the phone: a number you own at MessageBird in international form, or an alphanumeric name of at most 11 characters where the destination country allows one.',
      },
    ],
  },
  {
    id: 'textlocal',
    name: 'TextLocal',
    console: { name: 'Textlocal Messenger', url: 'https://www.textlocal.com/' },
    fields: [
      {
        key: 'api_key',
        label: 'API Key',
        secret: true,
        whereToFind:
          'The API keys page of Textlocal Messenger (its settings): create a key for this project alone.',
      },
      {
        key: 'sender',
        label: 'Sender',
        secret: false,
        whereToFind:
          'The name messages come from: a sender name that Textlocal has approved for your account.',
      },
    ],
  },
  {
    id: 'vonage',
    name: 'Vonage',
    guide: '/guides/auth/phone-login/vonage/',
    console: { name: 'Vonage API Dashboard', url: 'https://dashboard.nexmo.com/' },
    fields: [
      {
        key: 'api_key',
        label: 'API Key',
        secret: false,
        whereToFind:
          'API Settings in the Vonage API Dashboard (also at the top of its home page). It identifies the account, like a user name.',
      },
      {
        key: 'api_secret',
        label: 'API Secret',
        secret: true,
        whereToFind:
          'API Settings in the Vonage API Dashboard, under the API key, masked until revealed. A second secret can be created there for rotation.',
      },
      {
        key: 'from',
        label: 'From',
        secret: false,
        whereToFind:
          'The sender: a virtual number you rented under Numbers → Your numbers, or a brand name where the destination country accepts alphanumeric sender IDs.',
      },
    ],
  },
] satisfies readonly SmsProvider[];

// Validated when the module loads, so a malformed entry stops the build with the entry named.
export const smsProviders: readonly SmsProvider[] = z.array(smsProviderSchema).parse(providers);

/** The vendors Auth can send through (Twilio Verify is a Twilio account used differently). */
export const smsVendors = smsProviders.filter((provider) => provider.variantOf === undefined);

export function smsProvider(id: SmsProviderId): SmsProvider {
  const found = smsProviders.find((provider) => provider.id === id);
  if (!found) {
    throw new Error(`Unknown SMS provider "${id}". Known: ${SMS_PROVIDER_IDS.join(', ')}`);
  }
  return found;
}

/** The providers and their config.toml keys: the `[auth.sms]` tables of CLI v1.163.6. */
export const smsProvidersSource = factSource({
  source: 'Supabase CLI v1.163.6, internal/utils/config.go ([auth.sms] providers)',
  asOf: PLATFORM_ERA,
});
