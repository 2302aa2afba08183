import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { socialProviderSetups } from '@/data/auth/social-providers';
import facts from '@/data/cli/cli-1.163.6.facts.json';
import {
  configToml,
  localCallbackUrl,
  localShell,
  secretEnvVar,
  signInCode,
} from '@/lib/auth/provider-samples';
import { localIntro, SETUP_STEPS } from '@/lib/auth/social-setup-text';
import { type CliFacts, checkInvocation, findInvocations } from '@/lib/cli/invocations';
import { sharedDataText } from '@/lib/shared-data';

/*
 * The social sign-in pages show code built from data (components/auth/social-provider-setup.tsx), which the
 * MDX-based checks never see. Here every provider's samples prove themselves: the config.toml block parses and
 * has the CLI's keys, the shell lines are accepted by the CLI (v1.163.6), the TypeScript has no syntax error;
 * and every page places the four parts of the template for its own provider, in order.
 */

/** The keys the CLI reads in an `[auth.external.<provider>]` table. */
const EXTERNAL_KEYS = new Set(['enabled', 'client_id', 'secret', 'redirect_uri', 'url', 'skip_nonce_check']);
const localApiUrl = sharedDataText('local.apiUrl');
const docsRoot = new URL('../../', import.meta.url).pathname;

/** Parse errors of a TypeScript module (esbuild's parser: the repository's TypeScript 7 has no JS API). */
function syntaxErrors(code: string): string[] {
  try {
    transformSync(code, { loader: 'ts', format: 'esm', target: 'es2022' });
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

describe.each(socialProviderSetups.map((setup) => [setup.slug, setup] as const))(
  '%s samples',
  (slug, setup) => {
    it('config.toml block parses, with only the keys the CLI reads and the secret from the environment', () => {
      const parsed = parseToml(configToml(setup, localApiUrl)) as {
        auth: { external: Record<string, unknown> };
      };
      expect(Object.keys(parsed)).toEqual(['auth']);
      expect(Object.keys(parsed.auth.external)).toEqual([setup.provider]);
      const table = parsed.auth.external[setup.provider] as Record<string, unknown>;
      for (const key of Object.keys(table)) expect(EXTERNAL_KEYS.has(key), `unknown key ${key}`).toBe(true);
      expect(table.enabled).toBe(true);
      expect(table.client_id).toBe(setup.local.clientIdExample);
      expect(table.secret).toBe(`env(${secretEnvVar(setup)})`);
      expect(table.redirect_uri).toBe(setup.local.redirectUri ?? localCallbackUrl(localApiUrl));
      expect(table.url).toBe(setup.local.url);
      if (setup.dashboard.url && slug !== 'gitlab')
        expect(table.url, 'providers with a URL field').toBeDefined();
    });

    it('shell lines are accepted by the CLI', () => {
      const invocations = findInvocations(localShell(setup));
      expect(invocations.length).toBeGreaterThan(0);
      for (const { argv } of invocations) {
        expect(checkInvocation(argv, facts as CliFacts).problems, argv.join(' ')).toEqual([]);
      }
    });

    it('sign-in code is valid TypeScript in both environments and names the provider', () => {
      for (const environment of ['client', 'server'] as const) {
        const code = signInCode(setup, environment);
        expect(syntaxErrors(code), `${environment}:\n${code}`).toEqual([]);
        expect(code).toContain(`provider: '${setup.provider}'`);
        expect(code).toMatch(/signInWithOAuth\(\{/);
      }
    });

    it(`page auth-${slug}.mdx uses the template's four parts for ${slug}, in order`, () => {
      const page = readFileSync(`${docsRoot}content/guides/auth/social-login/auth-${slug}.mdx`, 'utf8');
      const used = [...page.matchAll(/<SocialProviderSetup provider="([^"]+)" step="([^"]+)" \/>/g)];
      expect(used.map(([, provider, step]) => `${provider}:${step}`)).toEqual(
        SETUP_STEPS.map((step) => `${slug}:${step}`),
      );
    });
  },
);

describe('Apple in local development', () => {
  // Apple refuses Return URLs on localhost, on an IP address or over plain http (Sign in with Apple JS docs),
  // so its page must neither ask for the local callback at Apple nor name it in config.toml.
  const apple = socialProviderSetups.find((setup) => setup.slug === 'apple');
  if (!apple) throw new Error('no Apple setup');

  it('names an https callback on a domain name in config.toml', () => {
    const table = (
      parseToml(configToml(apple, localApiUrl)) as { auth: { external: { apple: { redirect_uri: string } } } }
    ).auth.external.apple;
    const url = new URL(table.redirect_uri);
    expect(url.protocol).toBe('https:');
    expect(url.hostname).not.toMatch(/^(localhost|\d+\.\d+\.\d+\.\d+|\[.*\])$/);
    expect(url.pathname).toBe('/auth/v1/callback');
  });

  it('says the local callback cannot be registered, and what works instead', () => {
    const intro = localIntro(apple, localApiUrl);
    expect(intro).toContain(localCallbackUrl(localApiUrl));
    expect(intro).toMatch(/refuses `localhost`/);
    expect(intro).toMatch(/hosted development project/);
    expect(intro).toMatch(/tunnel/);
    expect(intro).not.toMatch(/Add the local callback URL/);
  });
});
