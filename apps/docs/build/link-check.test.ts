import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLinks, scanHtml } from './link-check.mjs';

let root: string;

async function page(path: string, body: string) {
  const file = join(root, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'link-check-test-'));
  await page('index.html', '<a href="/guides/intro/">Intro</a><a href="https://example.com/x">ext</a>');
  await page('404.html', '<h1>Not found</h1><a href="/">Home</a>');
  await page('guides/intro/index.html', '<h2 id="install">Install</h2><a href="#install">here</a>');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('checkLinks', () => {
  it('passes a site whose links and anchors all resolve', async () => {
    const result = await checkLinks(root);
    expect(result).toEqual({ pages: 3, markdownFiles: 0, linksChecked: 3, broken: [] });
  });

  it('checks the site-origin links of Markdown twins and llms.txt against the export', async () => {
    await writeFile(
      join(root, 'sitemap.xml'),
      '<urlset><url><loc>https://docs.example.com/</loc></url></urlset>',
    );
    await writeFile(
      join(root, 'llms.txt'),
      '- [Intro](https://docs.example.com/guides/intro/): ok\n- [Other site](https://example.com/x): skipped\n',
    );
    await mkdir(join(root, 'guides'), { recursive: true });
    await writeFile(
      join(root, 'guides/intro.md'),
      '# Intro\n\n[a](https://docs.example.com/guides/intro/#install) [b](https://docs.example.com/guides/intro/#nope) [c](https://docs.example.com/gone/)\n\n```md\n[d](https://docs.example.com/in-code/)\n```\n',
    );
    const { markdownFiles, broken } = await checkLinks(root);
    expect(markdownFiles).toBe(2);
    expect(broken).toEqual([
      {
        page: '/guides/intro.md',
        url: '/guides/intro/#nope',
        reason: 'no id "nope" in /guides/intro/',
      },
      { page: '/guides/intro.md', url: '/gone/', reason: 'no file for /gone/' },
    ]);
  });

  it('flags a link to a page that was not exported', async () => {
    await page('guides/intro/index.html', '<a href="/guides/missing/">gone</a>');
    const { broken } = await checkLinks(root);
    expect(broken).toEqual([
      { page: '/guides/intro/', url: '/guides/missing/', reason: 'no file for /guides/missing/' },
    ]);
  });

  it('flags an anchor that no element on the target page carries', async () => {
    await page('guides/next/index.html', '<a href="/guides/intro/#setup">setup</a><a href="#nowhere">x</a>');
    const { broken } = await checkLinks(root);
    expect(broken.map(({ page, url }) => `${page} ${url}`)).toEqual([
      '/guides/next/ /guides/intro/#setup',
      '/guides/next/ #nowhere',
    ]);
  });

  it('resolves relative links against the folder of the page', async () => {
    await page(
      'guides/next/index.html',
      '<a href="../intro/#install">a</a><a href="../../">b</a><a href="../nope/">c</a>',
    );
    const { broken } = await checkLinks(root);
    expect(broken.map(({ url }) => url)).toEqual(['../nope/']);
  });

  it('checks assets: an existing file passes, a missing one fails', async () => {
    await mkdir(join(root, '_next', 'static'), { recursive: true });
    await writeFile(join(root, '_next', 'static', 'a.css'), 'p{}');
    await page(
      'guides/next/index.html',
      '<link rel="stylesheet" href="/_next/static/a.css"><script src="/_next/static/b.js"></script>',
    );
    const { broken } = await checkLinks(root);
    expect(broken.map(({ url }) => url)).toEqual(['/_next/static/b.js']);
  });
});

describe('trailing slashes', () => {
  it('flags a link to a page without its trailing slash, with or without a fragment or query', async () => {
    await page(
      'guides/next/index.html',
      '<a href="/guides/intro">a</a><a href="/guides/intro#install">b</a><a href="../intro?x=1">c</a><a href="/guides/intro/">d</a>',
    );
    const { broken } = await checkLinks(root);
    expect(broken).toEqual([
      {
        page: '/guides/next/',
        url: '/guides/intro',
        reason: 'page link without its trailing slash (use /guides/intro/)',
      },
      {
        page: '/guides/next/',
        url: '/guides/intro#install',
        reason: 'page link without its trailing slash (use /guides/intro/)',
      },
      {
        page: '/guides/next/',
        url: '../intro?x=1',
        reason: 'page link without its trailing slash (use /guides/intro/)',
      },
    ]);
  });

  it('accepts files without a slash, the site root, and links to the page itself', async () => {
    await writeFile(join(root, 'icon.svg'), '<svg/>');
    await page(
      'guides/next/index.html',
      '<a href="/icon.svg">i</a><a href="/">home</a><a href="#top">top</a><a href="?tab=1">q</a><a href="/guides/intro/index.html">x</a>',
    );
    expect((await checkLinks(root)).broken).toEqual([]);
  });
});

describe('the 404 page', () => {
  it('may not use relative links, since it is served at any missing path', async () => {
    await page(
      '404.html',
      '<a href="/">Home</a><a href="guides/intro/">Intro</a><a href="#x">x</a><p id="x"></p>',
    );
    const { broken } = await checkLinks(root);
    expect(broken.map(({ page, url }) => `${page} ${url}`)).toEqual(['/404.html guides/intro/']);
  });
});

describe('scanHtml', () => {
  it('ignores URLs inside scripts and collects ids and anchor names', () => {
    const { links, anchors } = scanHtml(
      '<script>self.push("<a href=\\"/fake/\\">")</script><h2 id="a&amp;b">x</h2><a name="old" href="/real/">y</a>',
    );
    expect(links.map(({ url }) => url)).toEqual(['/real/']);
    expect([...anchors]).toEqual(['a&b', 'old']);
  });
});
