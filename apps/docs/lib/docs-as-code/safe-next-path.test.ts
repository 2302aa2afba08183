import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as astro from '@/examples/oauth-callback/astro/src/lib/safe-next-path';
import * as express from '@/examples/oauth-callback/express/safe-next-path';
import * as nextjs from '@/examples/oauth-callback/nextjs/app/auth/callback/safe-next-path';
import * as remix from '@/examples/oauth-callback/remix/app/lib/safe-next-path';
import * as sveltekit from '@/examples/oauth-callback/sveltekit/src/routes/auth/callback/safe-next-path';

/*
 * Each OAuth callback example carries its own copy of safeNextPath (a reader copies one example folder), so
 * every copy must be the same file, and every copy is put through the same checks.
 */

const COPIES = {
  'nextjs/app/auth/callback/safe-next-path.ts': nextjs.safeNextPath,
  'sveltekit/src/routes/auth/callback/safe-next-path.ts': sveltekit.safeNextPath,
  'astro/src/lib/safe-next-path.ts': astro.safeNextPath,
  'remix/app/lib/safe-next-path.ts': remix.safeNextPath,
  'express/safe-next-path.ts': express.safeNextPath,
};

const SITE = 'https://app.example';

/** True when a browser following `Location: <path>` from a page of SITE stays on SITE. */
function staysOnSite(path: string): boolean {
  return new URL(path, `${SITE}/auth/callback`).origin === SITE;
}

it('every example holds the same copy of safe-next-path.ts', () => {
  const source = (path: string) =>
    readFileSync(new URL(`../../examples/oauth-callback/${path}`, import.meta.url), 'utf8');
  const [first, ...others] = Object.keys(COPIES);
  for (const path of others) expect(source(path), path).toBe(source(first ?? ''));
});

describe.each(Object.entries(COPIES))('safeNextPath in %s', (_path, safeNextPath) => {
  it.each([
    ['/account', '/account'],
    ['/account?tab=security#keys', '/account?tab=security#keys'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/a/./b/../c', '/a/c'],
    ['/', '/'],
  ])('keeps the same-site path %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'account',
    '//evil.example',
    '///evil.example',
    'https://evil.example',
    'HTTPS://evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '%2f%2fevil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '%252F%252Fevil.example',
    '/%252F/evil.example',
    '/%25252F/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    ' /account',
    '/account ',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    '/./..//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/100%',
    '/%E0%A4%A',
    '/\u0000/evil.example',
    '/\u2028/evil.example',
  ])('turns %j into /', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('uses the fallback it is given', () => {
    expect(safeNextPath('//evil.example', '/dashboard')).toBe('/dashboard');
  });

  it('never returns an address that leaves the site, whatever it is given', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%5C',
      '%25',
      '.',
      '..',
      ':',
      '@',
      '\t',
      '\n',
      ' ',
      'evil.example',
      'a',
      'https:',
      '?',
      '#',
      '%',
    );
    const tricky = fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string(), fc.webUrl(), fc.webPath()), (next) => {
        const result = safeNextPath(next);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result).not.toMatch(/[\\\s]/);
        expect(staysOnSite(result)).toBe(true);
        // Still on the site after a proxy or framework decodes it once more.
        expect(staysOnSite(decodeURIComponent(result))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps every ordinary path as it is', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 5 }),
        fc.option(segment),
        (segments, query) => {
          const path = `/${segments.join('/')}${query ? `?q=${query}` : ''}`;
          expect(safeNextPath(path)).toBe(path);
        },
      ),
      { numRuns: 60 },
    );
  });
});
