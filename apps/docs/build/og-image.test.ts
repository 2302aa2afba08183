import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFonts, measure, OG_HEIGHT, OG_WIDTH, ogImageSvg, wrapText } from './og-image.mjs';
import { collectImages, metaContent, sectionFor, writeImages } from './og-images.mjs';

/** One unit per character: easy to reason about in the wrapping cases. */
const chars = (text: string) => text.length;

describe('wrapText', () => {
  it('breaks between words so no line is wider than the width', () => {
    expect(wrapText('one two three four', 9, 3, chars)).toEqual(['one two', 'three', 'four']);
  });

  it('ends the last allowed line with an ellipsis when text is left over', () => {
    expect(wrapText('one two three four five', 9, 2, chars)).toEqual(['one two', 'three…']);
  });

  it('cuts a word longer than a line', () => {
    expect(wrapText('abcdefghijkl xy', 5, 4, chars)).toEqual(['abcde', 'fghij', 'kl xy']);
  });

  it('gives nothing for no room or no text', () => {
    expect(wrapText('some text', 10, 0, chars)).toEqual([]);
    expect(wrapText('   ', 10, 2, chars)).toEqual([]);
  });
});

describe('the preview picture', () => {
  const fonts = loadFonts();

  it('measures text with the real font: bold is wider, and width grows with size', () => {
    const regular = measure(fonts.regular, 'Database', 30);
    expect(regular).toBeGreaterThan(100);
    expect(measure(fonts.bold, 'Database', 30)).toBeGreaterThan(regular);
    expect(measure(fonts.regular, 'Database', 60)).toBeCloseTo(regular * 2, 5);
  });

  it('draws title, description and section as outlines on a 1200×630 canvas', () => {
    const svg = ogImageSvg(fonts, {
      siteName: 'Supabase Docs',
      title: 'Row level security <policies>',
      description: 'Decide which rows each user can read & write.',
      section: 'Database',
    });
    expect(svg).toContain(`width="${OG_WIDTH}" height="${OG_HEIGHT}"`);
    expect(svg).toContain('<title>Row level security &#60;policies&#62;</title>');
    // Text is paths only, so the renderer needs no fonts: no <text> elements.
    expect(svg).not.toContain('<text');
    // One outline per line of text: product name, "Docs", section, title, description.
    expect(svg.match(/<path /g)?.length).toBe(5);
  });
});

describe('og-images over an export', () => {
  let root: string;
  let content: string;

  const page = async (path: string, head: string) => {
    const file = join(root, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `<!doctype html><html><head>${head}</head><body></body></html>`);
  };
  const meta = (property: string, content: string) => `<meta property="${property}" content="${content}"/>`;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'og-images-test-'));
    content = await mkdtemp(join(tmpdir(), 'og-content-test-'));
    await mkdir(join(content, 'auth'));
    await writeFile(join(content, 'auth', 'meta.json'), '{"title":"Auth &amp; users"}');
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(content, { recursive: true, force: true });
  });

  it('reads meta tags, decoding entities', () => {
    const html = `${meta('og:title', 'Q&amp;A &quot;now&quot;')}<meta name="twitter:card" content="summary"/>`;
    expect(metaContent(html, 'og:title')).toBe('Q&A "now"');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'og:image')).toBeUndefined();
  });

  it('names the section from the guide folder, or the area', async () => {
    expect(await sectionFor('/guides/auth/social-login/', content)).toBe('Auth &amp; users');
    expect(await sectionFor('/guides/', content)).toBe('Guides');
    expect(await sectionFor('/guides/missing/x/', content)).toBe('Guides');
    expect(await sectionFor('/reference/cli/crawlers/supabase-start/', content)).toBe('CLI reference');
    expect(await sectionFor('/', content)).toBe('Documentation');
  });

  it('collects one image per og:image path and lists pages without one', async () => {
    const site = meta('og:site_name', 'Acme Docs');
    await page(
      'index.html',
      site + meta('og:title', 'Home') + meta('og:image', 'https://docs.test/og/index.png'),
    );
    await page(
      '404.html',
      site + meta('og:title', 'Home') + meta('og:image', 'https://docs.test/og/index.png'),
    );
    await page(
      'guides/auth/index.html',
      site +
        meta('og:title', 'Auth') +
        meta('og:description', 'Sign in.') +
        meta('og:image', 'https://docs.test/og/guides/auth.png'),
    );
    await page('guides/bare/index.html', meta('og:title', 'No image'));
    await page('guides/elsewhere/index.html', meta('og:image', 'https://cdn.test/picture.jpg'));

    const { images, missing } = await collectImages(root, content);
    expect(images).toEqual([
      {
        path: '/og/guides/auth.png',
        siteName: 'Acme Docs',
        title: 'Auth',
        description: 'Sign in.',
        section: 'Auth &amp; users',
      },
      {
        path: '/og/index.png',
        siteName: 'Acme Docs',
        title: 'Home',
        description: undefined,
        section: 'Documentation',
      },
    ]);
    expect(missing).toEqual(['/guides/bare/', '/guides/elsewhere/']);
  });

  it('writes each image as a 1200×630 PNG at its path', async () => {
    const written = await writeImages(root, [
      { path: '/og/guides/auth.png', siteName: 'Acme Docs', title: 'Auth', section: 'Auth' },
    ]);
    expect(written).toBe(1);
    const png = await readFile(join(root, 'og', 'guides', 'auth.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
