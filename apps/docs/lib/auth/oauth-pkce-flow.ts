import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mermaidCharts } from '@/build/mermaid-diagrams.mjs';

/*
 * The one explanation of the OAuth PKCE flow: its steps, its sequence diagram and the rule on which client
 * gets a `code`. <OAuthPkceFlow /> (components/auth/oauth-pkce-flow.tsx) renders it on the PKCE guide, the
 * social-login index and every provider page; its Markdown twin (lib/markdown/oauth-pkce-flow-handler.ts) prints
 * the same text. Text uses the Auth inline markup (lib/auth/inline-markup.ts).
 */

export const OAUTH_PKCE_STEPS: readonly string[] = [
  'The client makes up a random secret, the **code verifier**, and keeps it (with `@supabase/ssr`, in a cookie).',
  'It sends Auth only the **code challenge**: the SHA-256 hash of the verifier, base64url-encoded (method `S256`), which cannot be turned back into the verifier.',
  'The user signs in at the provider. Auth keeps the challenge and sends the user back to your `redirectTo` address with a one-time `code`.',
  'Your callback sends the `code` **and the verifier** to Auth (`exchangeCodeForSession`). Auth hashes the verifier, compares it with the challenge, and only then returns a session. The code works once and expires after a few minutes.',
];

export const OAUTH_PKCE_SUMMARY =
  'Someone who intercepts the code has no verifier, so the code is useless to them.';

export const PKCE_RULE_TITLE = 'Which client gets a code';

/** supabase-js's createClient defaults to the implicit flow (GoTrueClient's DEFAULT_OPTIONS, flowType 'implicit'). */
export const PKCE_CLIENT_RULE =
  "A `code` arrives only with the PKCE flow. Create the client with `@supabase/ssr` (`createBrowserClient` or `createServerClient`, which use PKCE by default), or pass `auth: { flowType: 'pkce' }` to `createClient` from `@supabase/supabase-js`. Without that, `createClient` uses the implicit flow: the tokens come back in the address’s `#` fragment and there is no code to exchange.";

// Relative to the docs workspace, where next build, next dev and Vitest run (see lib/mdx/example-files.ts).
const CHART_FILE = join(process.cwd(), 'content', 'partials', 'oauth-pkce-flow.mdx');

/** The flow's mermaid chart, from the partial that scripts/render-diagrams.mjs also reads. */
export function oauthPkceChart(): string {
  const [chart, ...more] = mermaidCharts(readFileSync(CHART_FILE, 'utf8'));
  if (!chart || more.length > 0) throw new Error(`${CHART_FILE} must hold exactly one mermaid chart`);
  return chart;
}
