import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writeProviderLogos } from '../../build/provider-logos.mjs';
import logoSources from './provider-logos.json';
import { authProviderSchema, authProviders, LOGO_DIR, lightLogo, providersOfType } from './providers';
import { socialProviderSetups } from './social-providers';

const SOCIAL = [
  'Apple',
  'Azure (Microsoft)',
  'Bitbucket',
  'Discord',
  'Facebook',
  'Figma',
  'GitHub',
  'GitLab',
  'Google',
  'Kakao',
  'Keycloak',
  'LinkedIn (OIDC)',
  'Notion',
  'Slack',
  'Spotify',
  'Twitter',
  'Twitch',
  'WorkOS',
  'Zoom',
];
const PHONE = ['MessageBird', 'Twilio', 'Vonage'];

const docsRoot = new URL('../../', import.meta.url).pathname;
let logoDir: string;

beforeAll(async () => {
  logoDir = mkdtempSync(join(tmpdir(), 'provider-logos-'));
  await writeProviderLogos(logoDir);
});
afterAll(() => rmSync(logoDir, { recursive: true, force: true }));

/** The MDX file a guide URL is built from: `<path>.mdx` or `<path>/index.mdx` under content/guides. */
function guideSourceFor(href: string): string | undefined {
  const path = href.replace(/^\/guides\//, '').replace(/\/$/, '');
  return [`${path}.mdx`, `${path}/index.mdx`]
    .map((candidate) => join(docsRoot, 'content', 'guides', candidate))
    .find((candidate) => existsSync(candidate));
}

describe('auth provider data', () => {
  it('lists the 19 social and 3 phone providers of the grid', () => {
    expect(providersOfType('social').map((provider) => provider.name)).toEqual(SOCIAL);
    expect(providersOfType('phone').map((provider) => provider.name)).toEqual(PHONE);
    expect(providersOfType()).toHaveLength(22);
  });

  it('gives every entry every field of a provider list entry and grid item, valid', () => {
    for (const provider of authProviders) {
      expect(() => authProviderSchema.parse(provider), provider.slug).not.toThrow();
    }
    expect(new Set(authProviders.map((provider) => provider.slug)).size).toBe(authProviders.length);
  });

  it('rejects an entry whose href does not follow the link pattern of its auth type', () => {
    const github = providersOfType('social').find((provider) => provider.slug === 'github');
    expect(() => authProviderSchema.parse({ ...github, href: '/guides/auth/phone-login/github/' })).toThrow(
      /social providers link to/,
    );
  });

  it('has a logo file for every entry, and a light one exactly where hasLightIcon is set', () => {
    for (const provider of authProviders) {
      const file = join(logoDir, provider.logo.slice(LOGO_DIR.length + 1));
      const svg = readFileSync(file, 'utf8');
      expect(svg, provider.slug).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+">/,
      );
      expect(svg, provider.slug).toMatch(/<path /);
      const light = join(logoDir, lightLogo(provider.logo).slice(LOGO_DIR.length + 1));
      expect(existsSync(light), `${provider.slug}: light variant`).toBe(provider.hasLightIcon);
    }
  });

  it('names a source package (or says it is drawn) for every logo, and no logo without an entry', () => {
    const { $comment: _comment, ...sources } = logoSources as Record<string, unknown>;
    const sourceSchema = z.strictObject({
      source: z.enum(['simple-icons', '@iconify-json/logos', 'drawn']),
      icon: z.string().min(1),
      light: z.optional(z.boolean()),
    });
    for (const [slug, source] of Object.entries(sources))
      expect(() => sourceSchema.parse(source), slug).not.toThrow();
    expect(Object.keys(sources).sort()).toEqual(authProviders.map((provider) => provider.slug).sort());
  });

  it('has setup data for exactly the social providers of the grid', () => {
    expect(socialProviderSetups.map((setup) => setup.slug)).toEqual(
      providersOfType('social').map((provider) => provider.slug),
    );
  });

  it('links every entry to a guide page that exists', () => {
    const missing = authProviders.filter((provider) => !guideSourceFor(provider.href)).map((p) => p.href);
    expect(missing).toEqual([]);
  });
});
