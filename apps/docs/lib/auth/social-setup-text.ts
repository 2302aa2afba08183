import { LOCAL_CALLBACK_TOKEN, type SocialProviderSetup } from '@/data/auth/social-providers';
import { localCallbackUrl, type SignInEnvironment } from './provider-samples';

/*
 * The fixed sentences of the social sign-in template, in the inline markup of lib/auth/inline-markup.ts, filled
 * from a provider's setup data. The page (components/auth/social-provider-setup.tsx) and its Markdown twin
 * (lib/markdown/auth-handlers.ts) both read them, so the two cannot say different things.
 */

export const SETUP_STEPS = ['register', 'credentials', 'local', 'sign-in'] as const;
export type SetupStepId = (typeof SETUP_STEPS)[number];

/** The callback sentence above the API-settings widget ({callback} is the placeholder URL). */
export const callbackIntro = (setup: SocialProviderSetup) =>
  `${setup.name} sends users back to your project's callback URL, {callback}, where \`<project-ref>\` is your project's reference ID.`;

/** Only on the web page, where the widget shows the reader's own URL. */
export const CALLBACK_WIDGET_HINT = 'Log in below to see yours, ready to copy.';

export const registerIntro = (setup: SocialProviderSetup) =>
  `You need ${setup.appType} in the [${setup.console.name}](${setup.console.url}):`;

/** The header row of a step's field table, and the table's accessible name. */
export const FIELD_COLUMNS = ['Field', 'Value'] as const;
export const fieldTableLabel = (setup: SocialProviderSetup) => `Fields to fill in at ${setup.name}`;

/** The numbered steps in the project's dashboard. */
export function credentialSteps(setup: SocialProviderSetup): string[] {
  const { credentials, dashboard } = setup;
  return [
    `Open your project's [auth providers](dashboard:authProviders) and expand **${setup.name}**.`,
    `Turn on **Enable Sign in with ${setup.name}**.`,
    `Paste the ${credentials.clientId} into **${dashboard.clientId}** and the ${credentials.secret} into **${dashboard.secret}**.`,
    ...(dashboard.url
      ? [`Set **${dashboard.url.label}**, for example \`${dashboard.url.value}\`. ${dashboard.url.note}`]
      : []),
    'Choose **Save**.',
  ];
}

/** The requested scopes, then the provider's note on them. */
export function scopesText(setup: SocialProviderSetup): string {
  const { requested, note } = setup.scopes;
  if (requested.length === 0) return note;
  const list = requested.map((scope) => `\`${scope}\``).join(', ');
  return `Scopes the platform asks ${setup.name} for: ${list}. ${note}`;
}

export const CONFIG_TOML_TITLE = 'supabase/config.toml';
export const SHELL_TITLE = 'Terminal';

export function localIntro(setup: SocialProviderSetup, localApiUrl: string): string {
  const callback = `\`${localCallbackUrl(localApiUrl)}\``;
  // A provider that refuses the local callback (Apple) says what works instead, in its own data.
  if (setup.local.intro) return setup.local.intro.replaceAll(LOCAL_CALLBACK_TOKEN, callback);
  return `The CLI's local stack reads providers from \`supabase/config.toml\`. Add the local callback URL, ${callback}, to the app at ${setup.name} (or register a second app for development), then add this block:`;
}

export const LOCAL_SHELL_INTRO =
  'Put the secret in the environment of the shell that starts the stack, and restart it:';

export const signInIntro = (setup: SocialProviderSetup) =>
  `Call \`signInWithOAuth\` with the provider \`${setup.provider}\`. The samples create the client with \`@supabase/ssr\`, which uses the PKCE flow: after ${setup.name}, the user lands on \`redirectTo\` with a one-time \`code\`, which your [callback route](/guides/auth/oauth-pkce/) exchanges for a session. With \`createClient\` from \`@supabase/supabase-js\`, pass \`auth: { flowType: 'pkce' }\`: its default, the implicit flow, returns the tokens in the address’s \`#\` fragment and no code. The \`redirectTo\` address must be in your project's [redirect URLs](/guides/auth/redirect-urls/). The Server sample (Next.js) imports \`createClient\` from \`@/utils/supabase/server\`: the server client that [Server-side auth](/guides/auth/server-side-auth/) sets up, with the middleware that keeps the session fresh.`;

/** The sign-in samples: a tab each on the page (tab group `environment`), a labelled section in Markdown. */
export const SIGN_IN_TAB_GROUP = 'environment';
export const SIGN_IN_SAMPLES: readonly { id: SignInEnvironment; label: string; title: string }[] = [
  { id: 'client', label: 'Client', title: 'sign-in.ts' },
  { id: 'server', label: 'Server', title: 'app/auth/sign-in/route.ts' },
];
