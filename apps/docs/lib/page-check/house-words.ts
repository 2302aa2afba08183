/*
 * The words the prose check holds guides to (`checks/prose.ts`): one spelling per product name, the words that
 * tell a reader a step is easy when it may not be for them, and the proper nouns a sentence-case heading may
 * capitalize. Writers read this list too: CONTRIBUTING.md shows it.
 */

/**
 * Names spelt one way: the spelling, or a case-insensitive pattern and its spelling. A plain entry also
 * catches the same letters in another case ("Postgrest" → "PostgREST").
 */
export const TERMS: (string | [pattern: string, spelling: string])[] = [
  'PostgreSQL',
  'Postgres',
  'PostgREST',
  'GoTrue',
  'supabase-js',
  ['supabase[ .]js', 'supabase-js'],
  ['edge functions', 'Edge Functions'],
  ['edge function', 'Edge Function'],
  'pgvector',
  'JavaScript',
  'TypeScript',
  'GitHub',
  ['next\\.?js', 'Next.js'],
  ['svelte ?kit', 'SvelteKit'],
  ['row[- ]level security', 'row level security'],
  ['e-mail(s?)', 'email$1'],
];

/** Words that promise ease or obviousness; the sentence reads as well or better without them. */
export const AVOIDED_WORDS = ['simply', 'just', 'easy', 'easily', 'obviously', 'of course'];

/**
 * Headings and titles are in sentence case: after the first word only these (and words with other capitals,
 * such as PostgREST or JWT) start with a capital.
 */
export const PROPER_NOUNS = [
  // The platform's products and the software they run on.
  'Postgres',
  'Realtime',
  'Edge',
  'Functions',
  'Function',
  'Queues',
  'Supabase',
  // Other companies' products and sign-in providers.
  'Apple',
  'Azure',
  'Bitbucket',
  'Discord',
  'Facebook',
  'Figma',
  'GitHub',
  'Google',
  'Hono',
  'Hugging',
  'Face',
  'Kakao',
  'Keycloak',
  'Microsoft',
  'Notion',
  'React',
  'Slack',
  'Spotify',
  'Twilio',
  'Verify',
  'Twitch',
  'Twitter',
  'Vonage',
  'Zoom',
  // Terms whose own spelling is capitalized.
  'Server',
  'Component',
  'Components',
  'Web',
  'Tokens',
];
