import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { socialProviderSetups } from '@/data/auth/social-providers';
import { signInCode } from '@/lib/auth/provider-samples';
import { signInIntro } from '@/lib/auth/social-setup-text';
import { extractCodeBlocks } from './code-blocks';
import { guideFiles } from './guide-pages';
import { pkceProblem, SCRIPT_LANGS } from './pkce-client';

/*
 * Every sample that exchanges an OAuth code must create its client for the PKCE flow (issue 27, item 3): the
 * example files, every script block in the guides, and the provider pages' generated samples.
 */

const docsRoot = new URL('../../', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full);
    return /\.(ts|tsx|js|mjs|svelte|astro)$/.test(entry.name) ? [full] : [];
  });
}

const exampleFiles = files(join(docsRoot, 'examples')).map((full) => ({
  where: relative(docsRoot, full),
  code: readFileSync(full, 'utf8'),
}));
const guideBlocks = guideFiles().flatMap((guide) =>
  extractCodeBlocks(guide.source)
    .filter((block) => SCRIPT_LANGS.has(block.lang))
    .map((block) => ({ where: `${guide.path}:${block.line}`, code: block.code })),
);
const providerSamples = socialProviderSetups.flatMap((setup) =>
  (['client', 'server'] as const).map((environment) => ({
    where: `${setup.slug} ${environment} sample`,
    code: signInCode(setup, environment),
  })),
);

describe('pkceProblem', () => {
  it('accepts @supabase/ssr clients and createClient with flowType pkce', () => {
    const ssr =
      "import { createServerClient } from '@supabase/ssr';\nawait supabase.auth.exchangeCodeForSession(code);";
    const pkce =
      "const supabase = createClient(url, key, { auth: { flowType: 'pkce' } });\nawait supabase.auth.exchangeCodeForSession(code);";
    expect(pkceProblem(ssr)).toBeNull();
    expect(pkceProblem(pkce)).toBeNull();
  });

  it('refuses a default createClient and an explicit implicit flow', () => {
    const plain =
      "import { createClient } from '@supabase/supabase-js';\nconst supabase = createClient(url, key);\nawait supabase.auth.exchangeCodeForSession(code);";
    expect(pkceProblem(plain)).toBe('no PKCE client');
    expect(pkceProblem(plain.replace('(url, key)', "(url, key, { auth: { flowType: 'implicit' } })"))).toBe(
      'implicit client',
    );
  });

  it('ignores code that exchanges nothing', () => {
    expect(pkceProblem('const supabase = createClient(url, key);')).toBeNull();
  });
});

describe('samples that exchange a code create a PKCE client', () => {
  const all = [...exampleFiles, ...guideBlocks, ...providerSamples];

  it('finds the callback examples (the check is not vacuous)', () => {
    expect(all.filter(({ code }) => /exchangeCodeForSession\s*\(/.test(code)).length).toBeGreaterThanOrEqual(
      5,
    );
  });

  it.each(all.map((sample) => [sample.where, sample.code] as const))('%s', (_where, code) => {
    expect(pkceProblem(code)).toBeNull();
  });

  it.each(
    providerSamples
      .filter(({ where }) => where.endsWith('client sample'))
      .map((s) => [s.where, s.code] as const),
  )('%s creates its browser client with @supabase/ssr', (_where, code) => {
    expect(code).toMatch(/from '@supabase\/ssr'/);
    expect(code).toMatch(/createBrowserClient\(/);
  });
});

describe('pages that promise a code say which client gets one', () => {
  const pages = ['content/guides/auth/oauth-pkce.mdx', 'content/guides/auth/social-login/index.mdx'];
  const guides = guideFiles();

  it.each(pages)('%s names flowType pkce, @supabase/ssr and the implicit default', (page) => {
    const source = guides.find((guide) => guide.path === page)?.source ?? '';
    expect(source).toContain("flowType: 'pkce'");
    expect(source).toContain('@supabase/ssr');
    expect(source).toMatch(/implicit flow/);
  });

  it.each(socialProviderSetups.map((setup) => [setup.slug, setup] as const))(
    'the %s sign-in intro names the rule',
    (_slug, setup) => {
      const intro = signInIntro(setup);
      expect(intro).toContain("flowType: 'pkce'");
      expect(intro).toContain('@supabase/ssr');
      expect(intro).toMatch(/implicit flow/);
    },
  );
});
