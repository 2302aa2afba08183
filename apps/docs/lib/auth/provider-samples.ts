import type { SocialProviderSetup } from '@/data/auth/social-providers';

/*
 * The code a social provider's page shows, built from its setup data: the CLI's config.toml block, the shell
 * lines that apply it, and the sign-in call for the browser and for a server. The docs-as-code tests parse the
 * TOML, check the shell lines against the CLI data and the TypeScript for syntax, for every provider.
 */

/** The local auth server's callback, from the local API address (`http://localhost:54321`). */
export function localCallbackUrl(localApiUrl: string): string {
  return `${localApiUrl.replace(/\/+$/, '')}/auth/v1/callback`;
}

/** The environment variable the CLI reads the secret from: SUPABASE_AUTH_EXTERNAL_<PROVIDER>_SECRET. */
export function secretEnvVar(setup: Pick<SocialProviderSetup, 'provider'>): string {
  return `SUPABASE_AUTH_EXTERNAL_${setup.provider.toUpperCase()}_SECRET`;
}

const tomlString = (value: string) => JSON.stringify(value);

/** The `[auth.external.<provider>]` block of supabase/config.toml. */
export function configToml(setup: SocialProviderSetup, localApiUrl: string): string {
  const lines = [
    `[auth.external.${setup.provider}]`,
    'enabled = true',
    `client_id = ${tomlString(setup.local.clientIdExample)}`,
    '# Read from the environment, so the secret never lands in git.',
    `secret = ${tomlString(`env(${secretEnvVar(setup)})`)}`,
    `redirect_uri = ${tomlString(setup.local.redirectUri ?? localCallbackUrl(localApiUrl))}`,
  ];
  if (setup.local.url) lines.push(`url = ${tomlString(setup.local.url)}`);
  if (setup.local.skipNonceCheck) {
    lines.push('# Only for trying native ID-token sign-in locally; keep it false otherwise.');
    lines.push('skip_nonce_check = false');
  }
  return lines.join('\n');
}

/** Shell lines: put the secret in the environment, then restart the local stack so it reads the new config. */
export function localShell(setup: SocialProviderSetup): string {
  return [
    `export ${secretEnvVar(setup)}="<your ${setup.name} ${setup.credentials.secret}>"`,
    'supabase stop && supabase start',
  ].join('\n');
}

export type SignInEnvironment = 'client' | 'server';

function optionsLines(setup: SocialProviderSetup, redirectTo: string, indent: string): string[] {
  const lines = [`${indent}redirectTo: ${redirectTo},`];
  const extra = setup.signInOptions;
  if (extra?.scopes) lines.push(`${indent}scopes: '${extra.scopes}',`);
  if (extra?.queryParams) {
    const pairs = Object.entries(extra.queryParams).map(([key, value]) => `${key}: '${value}'`);
    lines.push(`${indent}queryParams: { ${pairs.join(', ')} },`);
  }
  return lines;
}

/** `signInWithOAuth` for this provider, in the browser or in server code (which redirects itself). */
export function signInCode(setup: SocialProviderSetup, environment: SignInEnvironment): string {
  if (environment === 'client') {
    return [
      "import { createBrowserClient } from '@supabase/ssr';",
      '',
      '// @supabase/ssr uses the PKCE flow, so the user comes back with a `code` for your callback route.',
      "const supabase = createBrowserClient('<project-url>', '<anon-key>');",
      '',
      `// In the browser: the client library sends the user to ${setup.name}.`,
      'const { error } = await supabase.auth.signInWithOAuth({',
      `  provider: '${setup.provider}',`,
      '  options: {',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample itself holds a template literal
      ...optionsLines(setup, '`${window.location.origin}/auth/callback`', '    '),
      '  },',
      '});',
      'if (error) console.error(error.message);',
    ].join('\n');
  }
  return [
    "import { createClient } from '@/utils/supabase/server';",
    '',
    '// A route handler that starts the sign-in on the server. createClient() is the server client from',
    '// utils/supabase/server.ts (see the Server-side auth guide); it keeps the PKCE verifier in a cookie',
    '// for the callback route.',
    'export async function GET(request: Request) {',
    '  const supabase = await createClient();',
    '  const { data, error } = await supabase.auth.signInWithOAuth({',
    `    provider: '${setup.provider}',`,
    '    options: {',
    ...optionsLines(setup, "new URL('/auth/callback', request.url).toString()", '      '),
    '    },',
    '  });',
    '  if (error) return new Response(error.message, { status: 500 });',
    `  // Send the browser on to ${setup.name}.`,
    '  return Response.redirect(data.url, 303);',
    '}',
  ].join('\n');
}
