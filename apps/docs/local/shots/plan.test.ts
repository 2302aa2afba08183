import { describe, expect, it } from 'vitest';
import { SHOT_PAGES } from './pages.mjs';
import {
  buildDecision,
  DEFAULT_SHOTS_PLATFORM_PORT,
  keptHeight,
  localPlatformPort,
  MAX_SHOT_HEIGHT,
  parseArgs,
  platformPort,
  selectPages,
  shotFileName,
  variants,
} from './plan.mjs';

const page = (id: string) => {
  const found = SHOT_PAGES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no page ${id}`);
  return found;
};

describe('variants', () => {
  it('takes each page at 390 and 1440 px, light and dark, signed out and signed in', () => {
    const all = variants().map((variant) => `${variant.viewport.width}-${variant.theme}-${variant.session}`);
    expect(all).toEqual([
      '390-light-signed-out',
      '390-dark-signed-out',
      '1440-light-signed-out',
      '1440-dark-signed-out',
      '390-light-signed-in',
      '390-dark-signed-in',
      '1440-light-signed-in',
      '1440-dark-signed-in',
    ]);
  });
});

describe('shotFileName', () => {
  it('puts the page number first, then the page id and the variant', () => {
    const [phoneLight] = variants();
    const desktopDarkSignedIn = variants().at(-1);
    if (!phoneLight || !desktopDarkSignedIn) throw new Error('no variants');
    expect(shotFileName(page('home'), phoneLight)).toBe('01-home--390-light-signed-out.png');
    expect(shotFileName(page('js-reference'), desktopDarkSignedIn)).toBe(
      '20-js-reference--1440-dark-signed-in.png',
    );
  });

  it('gives all 160 shots different names that sort in page order', () => {
    const names = SHOT_PAGES.flatMap((shotPage) =>
      variants().map((variant) => shotFileName(shotPage, variant)),
    );
    expect(names).toHaveLength(160);
    expect(new Set(names).size).toBe(160);
    const pageOrder = [...names].sort().map((name) => name.split('--')[0]);
    expect([...new Set(pageOrder)]).toEqual(
      SHOT_PAGES.map((shotPage, index) => `${String(index + 1).padStart(2, '0')}-${shotPage.id}`),
    );
  });

  it('refuses a page outside the list', () => {
    const [variant] = variants();
    if (!variant) throw new Error('no variants');
    expect(() => shotFileName({ id: 'nope', name: 'Nope', path: '/nope/' }, variant)).toThrow(
      '"nope" is not in the page list.',
    );
  });
});

describe('keptHeight', () => {
  it('keeps a whole page up to the general limit', () => {
    expect(keptHeight(page('jwts'), 9_500)).toBe(9_500);
    expect(keptHeight(page('jwts'), 80_000)).toBe(MAX_SHOT_HEIGHT);
  });

  it("keeps only a long reference's top", () => {
    expect(keptHeight(page('cli-reference'), 400_000)).toBe(6_000);
    expect(keptHeight(page('cli-reference'), 2_000)).toBe(2_000);
  });
});

describe('parseArgs', () => {
  it('builds and takes every page into the default folder without arguments', () => {
    expect(parseArgs([])).toEqual({ build: true, pages: [], out: undefined, help: false });
  });

  it('reads --no-build, repeated --pages and --out in either spelling', () => {
    expect(parseArgs(['--no-build', '--pages', 'auth', '--pages=cli', '--out=/tmp/shots'])).toEqual({
      build: false,
      pages: ['auth', 'cli'],
      out: '/tmp/shots',
      help: false,
    });
    expect(parseArgs(['--out', 'review']).out).toBe('review');
    expect(parseArgs(['-h']).help).toBe(true);
  });

  it('explains a missing value and an unknown argument', () => {
    expect(() => parseArgs(['--pages'])).toThrow('--pages needs a value.');
    expect(() => parseArgs(['--out', '--no-build'])).toThrow('--out needs a value.');
    expect(() => parseArgs(['--out='])).toThrow('--out needs a value.');
    expect(() => parseArgs(['--page', 'auth'])).toThrow(/^Unknown argument "--page"\.\nUsage: npm run shots/);
    expect(() => parseArgs(['--no-build=yes'])).toThrow('Unknown argument "--no-build=yes".');
  });
});

describe('selectPages', () => {
  it('keeps every page without filters', () => {
    expect(selectPages([])).toEqual(SHOT_PAGES);
  });

  it('keeps the pages whose id, name or path contains a filter, in list order, ignoring case', () => {
    expect(selectPages(['Reference']).map((shotPage) => shotPage.id)).toEqual([
      'reference',
      'errors',
      'cli-reference',
      'js-reference',
    ]);
    expect(selectPages(['glossary', '/auth/']).map((shotPage) => shotPage.id)).toEqual([
      'auth',
      'server-side-auth',
      'auth-github',
      'phone-twilio',
      'jwts',
      'glossary',
    ]);
  });

  it('names a filter that matches nothing and lists the pages', () => {
    expect(() => selectPages(['auth', 'glosary'])).toThrow(
      /^--pages "glosary" matches no page\. The pages: home, guides, reference, /,
    );
  });
});

describe('platform port and build', () => {
  it('reads the local platform-dev port a build was made for', () => {
    expect(localPlatformPort('http://127.0.0.1:54339')).toBe(54339);
    expect(localPlatformPort('http://localhost:54329/')).toBe(54329);
    expect(localPlatformPort('https://api.example.com')).toBeUndefined();
    expect(localPlatformPort('http://127.0.0.1')).toBeUndefined();
    expect(localPlatformPort('not a url')).toBeUndefined();
    expect(localPlatformPort(undefined)).toBeUndefined();
  });

  it('takes PLATFORM_DEV_PORT, else the existing build’s port, else its own default', () => {
    expect(platformPort('54344', 'http://127.0.0.1:54339')).toBe(54344);
    expect(platformPort(undefined, 'http://127.0.0.1:54339')).toBe(54339);
    expect(platformPort('', 'https://api.example.com')).toBe(DEFAULT_SHOTS_PLATFORM_PORT);
    expect(() => platformPort('70000', undefined)).toThrow(
      'PLATFORM_DEV_PORT must be a port number from 1 to 65535, got "70000".',
    );
  });

  it('builds unless --no-build finds a build for the same port, and says why', () => {
    expect(buildDecision({ build: true, builtUrl: 'http://127.0.0.1:54344', port: 54344 })).toEqual({
      build: true,
      reason: 'building the site against platform-dev on port 54344',
    });
    expect(buildDecision({ build: false, builtUrl: 'http://127.0.0.1:54344', port: 54344 })).toEqual({
      build: false,
      reason: 'using the build in apps/docs/out (made for platform-dev on port 54344)',
    });
    expect(buildDecision({ build: false, builtUrl: 'http://127.0.0.1:54339', port: 54344 })).toEqual({
      build: true,
      reason:
        'rebuilding: apps/docs/out was built for the platform API at http://127.0.0.1:54339, not platform-dev on port 54344',
    });
    expect(buildDecision({ build: false, builtUrl: undefined, port: 54344 }).reason).toBe(
      'rebuilding: apps/docs/out has no build with the API-settings widget',
    );
  });
});
