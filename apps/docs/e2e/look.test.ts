import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listHtmlFiles } from '../build/out-files.mjs';
import { expectNoSeriousViolationsInBothThemes } from './support/axe';
import { gotoPath, type Page, setupBrowser, siteUrl } from './support/browser';

const browser = setupBrowser();
const OUT = fileURLToPath(new URL('../out/', import.meta.url));

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const brandLink = (page: Page) => page.locator('header [data-slot="brand"]');

describe('logo', () => {
  it('shows the mark with the site name as its accessible name on a phone', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await gotoPath(page, '/guides/getting-started/');
    const link = page.getByRole('banner').getByRole('link', { name: 'Supabase Docs' });
    expect(await link.getAttribute('href')).toBe('/');
    const mark = link.locator('svg[data-slot="logo-mark"]');
    expect(await mark.isVisible()).toBe(true);
    const box = await mark.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.x).toBeGreaterThanOrEqual(0);
    // The wordmark text is there for screen readers only when space is short.
    const text = await brandLink(page).locator('span').first().boundingBox();
    expect((text?.width ?? 0) <= 1).toBe(true);
  });

  it('shows the mark and the wordmark on a desktop screen, and the mark is the favicon', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await gotoPath(page, '/');
    expect(await brandLink(page).innerText()).toBe('Supabase Docs');
    expect(await brandLink(page).locator('svg[data-slot="logo-mark"]').isVisible()).toBe(true);

    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const response = await page.request.get(siteUrl(icon ?? '/missing'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    const svg = await response.text();
    // The same three stepped layers as the header's mark.
    expect(svg.match(/<rect x="\d+" y="[\d.]+" width="14" height="5" rx="2.5"/g)).toHaveLength(3);
  });
});

describe('fonts', () => {
  it("sets a reader's first page in Inter from a cold cache, code in its fallback, and caches the code font for the next page", async () => {
    // A new context: an empty cache and no stored flag, as on a first visit.
    const page = await browser.newPage({ viewport: DESKTOP });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await gotoPath(page, '/guides/getting-started/creating-a-project/');
    // The text font is preloaded: one preload, of Inter's file, from the site itself.
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloads).toHaveLength(1);
    expect(new URL(preloads[0] ?? '').pathname).toMatch(/\.woff2$/);
    // The boot script (lib/layout/web-fonts.ts) notes the fonts loaded once they are in the cache.
    await page.waitForFunction(() => localStorage.getItem('docs-web-fonts') === '1');
    const firstPage = await page.evaluate(async () => {
      await document.fonts.ready;
      const unquote = (name: string) => name.replace(/['"]/g, '');
      const body = getComputedStyle(document.body).fontFamily;
      const family = unquote(body.split(',')[0]?.trim() ?? '');
      const faces = [...document.fonts].filter((face) => unquote(face.family) === family);
      return {
        marked: document.documentElement.hasAttribute('data-web-fonts'),
        body,
        code: getComputedStyle(document.querySelector('pre code') ?? document.body).fontFamily,
        // True only when the face the text asks for first is loaded for both weights used.
        check: document.fonts.check(`16px ${family}`) && document.fonts.check(`700 16px ${family}`),
        status: faces.map((face) => face.status),
        display: faces.map((face) => face.display),
        weight: faces.map((face) => face.weight),
      };
    });
    expect(firstPage.marked).toBe(false);
    expect(firstPage.body).toMatch(/^"?inter"?,/);
    expect(firstPage.check).toBe(true);
    expect(firstPage.status).toEqual(['loaded']);
    expect(firstPage.display).toEqual(['swap']);
    expect(firstPage.weight).toEqual(['100 900']);
    expect(firstPage.code).toMatch(/^"?JetBrains Mono Fallback"?,/);
    // The paragraph is drawn with Inter, not only declared: its glyphs are Inter's width, not the fallback's.
    const widths = await page.evaluate(() => {
      const sample = document.querySelector('article p') as HTMLElement;
      const text = sample.textContent ?? '';
      const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      const measure = (family: string) => {
        canvas.font = `16px ${family}`;
        return canvas.measureText(text).width;
      };
      return { inter: measure('inter'), fallback: measure('"inter Fallback"'), text: text.length };
    });
    expect(widths.text).toBeGreaterThan(20);
    expect(Math.abs(widths.inter - widths.fallback)).toBeGreaterThan(0.5);
    const fontRequests = requests.filter((url) => /\.woff2(\?|$)/.test(url));
    expect(fontRequests.map((url) => new URL(url).pathname)).toEqual(
      expect.arrayContaining([expect.stringMatching(/inter/), expect.stringMatching(/jetbrains/)]),
    );
    for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(siteUrl('/')).origin);

    // The next page sets code in JetBrains Mono before its first paint, text still in Inter.
    await gotoPath(page, '/guides/auth/server-side-auth/');
    const result = await page.evaluate(async () => {
      await document.fonts.ready;
      const family = getComputedStyle(document.body).fontFamily.split(',')[0]?.trim() ?? '';
      const code = getComputedStyle(document.querySelector('pre code') ?? document.body).fontFamily;
      return {
        marked: document.documentElement.hasAttribute('data-web-fonts'),
        family,
        code: code.split(',')[0]?.trim() ?? '',
        check: document.fonts.check(`16px ${family}`) && document.fonts.check(`700 16px ${family}`),
      };
    });
    expect(result.marked).toBe(true);
    expect(result.family.replace(/['"]/g, '')).toBe('inter');
    expect(result.code.replace(/['"]/g, '')).toBe('jetbrainsMono');
    expect(result.check).toBe(true);
  });

  it('gives the text font a size-adjusted fallback, so swapping it in does not move the text', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/');
    const fallback = await page.evaluate(() => {
      for (const sheet of [...document.styleSheets]) {
        for (const rule of [...sheet.cssRules]) {
          if (
            rule instanceof CSSFontFaceRule &&
            /fallback/i.test(rule.style.getPropertyValue('font-family'))
          ) {
            return {
              src: rule.style.getPropertyValue('src'),
              sizeAdjust: rule.style.getPropertyValue('size-adjust'),
            };
          }
        }
      }
      return null;
    });
    expect(fallback?.src).toMatch(/local\(/);
    expect(Number.parseFloat(fallback?.sizeAdjust ?? '0')).toBeGreaterThan(80);
  });

  it('sets code in the monospace font without ligatures, and wraps long lines instead of cutting them', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/creating-a-project/');
    const family = await page
      .locator('pre code')
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(family.toLowerCase()).toMatch(/jetbrains/);
    // `--db-url`, `->>`, `=>` must show the characters typed: no ligatures or contextual alternates, in blocks
    // and inline code alike.
    const features = await page.evaluate(() =>
      ['pre code', 'pre code .line span', ':not(pre) > code'].map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return `${selector}: missing`;
        const style = getComputedStyle(element);
        return `${selector}: ${style.fontVariantLigatures} ${style.fontFeatureSettings}`;
      }),
    );
    for (const line of features) expect(line).toMatch(/: none "calt" 0, "liga" 0$/);
    const cut = await page.evaluate(
      () =>
        [...document.querySelectorAll('pre.code-pre')].filter((pre) => pre.scrollWidth > pre.clientWidth + 1)
          .length,
    );
    expect(cut).toBe(0);
  });
});

describe('callouts', () => {
  it('sets callout titles in bold', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/api-keys/');
    const title = page.locator('[data-slot="alert"] [data-slot="alert-title"]', {
      hasText: 'Never expose the service role key',
    });
    const weight = await title.evaluate((element) => Number(getComputedStyle(element).fontWeight));
    expect(weight).toBeGreaterThanOrEqual(600);
  });
});

describe('mermaid diagrams', () => {
  const PATH = '/guides/getting-started/architecture/';

  /** The diagram's node fill and the smallest label size on screen, in CSS pixels. */
  async function diagram(page: Page) {
    await page.locator('[data-mermaid="ready"] > div > svg').filter({ visible: true }).waitFor();
    return page.locator('[data-mermaid="ready"]').evaluate((figure) => {
      // The figure holds a drawing per theme; CSS shows one.
      const svg = [...figure.querySelectorAll(':scope > div > svg')].find(
        (drawing) => drawing.getClientRects().length > 0,
      ) as SVGSVGElement;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const labels = [...svg.querySelectorAll('.nodeLabel, .edgeLabel')].filter(
        (label) => (label.textContent ?? '').trim() !== '',
      );
      const sizes = labels.map((label) => Number.parseFloat(getComputedStyle(label).fontSize) * scale);
      const firstNode = svg.querySelector('.node') as SVGGElement;
      return {
        fill: getComputedStyle(svg.querySelector('.node rect, .node path') as Element).fill,
        labels: labels.length,
        smallest: Math.min(...sizes),
        scrolls: figure.scrollWidth > figure.clientWidth,
        firstNodeInside: firstNode.getBoundingClientRect().left >= figure.getBoundingClientRect().left,
        focusable: (figure as HTMLElement).tabIndex === 0,
      };
    });
  }

  it('keeps labels at 12px or more on a phone, scrolling the diagram inside its box', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await gotoPath(page, PATH);
    const result = await diagram(page);
    expect(result.labels).toBeGreaterThan(5);
    expect(result.smallest).toBeGreaterThanOrEqual(12);
    expect(result.scrolls).toBe(true);
    expect(result.firstNodeInside).toBe(true);
    expect(result.focusable).toBe(true);
    // The page itself does not scroll sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  });

  it('draws nodes in the site palette and shows the dark drawing when the theme changes', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    await gotoPath(page, PATH);
    const token = () =>
      page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--accent)';
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      });
    const light = await diagram(page);
    expect(light.fill).toBe(await token());
    expect(light.smallest).toBeGreaterThanOrEqual(12);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    const dark = await diagram(page);
    expect(dark.fill).toBe(await token());
    expect(dark.fill).not.toBe(light.fill);
  });

  it('has no serious accessibility violations, in light and dark', async () => {
    const page = await browser.newPage({ viewport: PHONE, colorScheme: 'light' });
    await gotoPath(page, PATH);
    await expectNoSeriousViolationsInBothThemes(page);
  });
});

describe('code font', () => {
  it('swapping JetBrains Mono in moves no text: its fallback face has the same metrics', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    // The page first lays out with the fallback face, as on a slow connection before the font arrives.
    await page.route(/jetbrains_mono.*\.woff2$/, (route) => route.abort());
    await gotoPath(page, '/reference/cli/crawlers/supabase-db-push/');
    // As on a returning reader's page (lib/layout/web-fonts.ts): the page asks for the web fonts.
    await page.evaluate(() => document.documentElement.setAttribute('data-web-fonts', ''));
    await page.evaluate(() => document.fonts.ready);
    const boxes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main :is(h1, h2, h3, p, pre, table, li)')].map((element) => {
          const { top, height } = element.getBoundingClientRect();
          return `${element.tagName} ${top.toFixed(1)} ${height.toFixed(1)}`;
        }),
      );
    const before = await boxes();
    const fontFile = createRequire(import.meta.url).resolve(
      '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2',
    );
    const font = (await readFile(fontFile)).toString('base64');
    const swapped = await page.evaluate(async (data) => {
      const variable = getComputedStyle(document.documentElement).getPropertyValue('--font-jetbrains-mono');
      const family = (variable.split(',')[0] ?? '').trim().replace(/["']/g, '');
      // The site's one code face is the regular weight; the browser emboldens it for the bold title.
      const face = new FontFace(family, `url(data:font/woff2;base64,${data})`, { weight: '400' });
      document.fonts.add(await face.load());
      return face.status === 'loaded' && family !== '';
    }, font);
    expect(swapped).toBe(true);
    expect(before.length).toBeGreaterThan(10);
    expect(await boxes()).toEqual(before);
  });
});

describe('404 page', () => {
  it('is titled "Page not found" and searches the docs from its own search box', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const response = await gotoPath(page, '/guides/no-such-guide/');
    expect(response?.status()).toBe(404);
    expect(await page.title()).toMatch(/^Page not found \|/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Page not found');

    const box = page.getByRole('search', { name: 'Search the docs' });
    await box.getByRole('searchbox', { name: 'Search the docs' }).fill('migration');
    await box.getByRole('searchbox', { name: 'Search the docs' }).press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Search the docs' }).inputValue()).toBe('migration');
    await dialog.getByRole('option').first().waitFor({ timeout: 20_000 });
  });

  it('hands a query in the address (a search sent before the script ran) to the site search', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await gotoPath(page, '/no-such-page/?q=storage');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Search the docs' }).inputValue()).toBe('storage');
  });

  it('has no serious accessibility violations, in light and dark', async () => {
    const page = await browser.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await gotoPath(page, '/no-such-page/');
    await expectNoSeriousViolationsInBothThemes(page);
  });
});

describe('footer', () => {
  /** Left edge of the footer's first item and of a content element, and where the footer ends. */
  async function footerAgainst(page: Page, contentSelector: string) {
    return page.evaluate((selector) => {
      const footer = document.querySelector('[data-slot="site-footer"]') as HTMLElement;
      const first = footer.querySelector('nav > *') as HTMLElement;
      const content = document.querySelector(selector) as HTMLElement;
      return {
        footerLeft: first.getBoundingClientRect().left,
        contentLeft: content.getBoundingClientRect().left,
        footerBottom: footer.getBoundingClientRect().bottom + window.scrollY,
        documentHeight: document.documentElement.scrollHeight,
        viewportHeight: window.innerHeight,
      };
    }, contentSelector);
  }

  it('sits at the bottom of the window on a short page', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1400 } });
    await gotoPath(page, '/no-such-page/');
    const result = await footerAgainst(page, 'main h1');
    expect(result.documentHeight).toBe(result.viewportHeight);
    expect(Math.abs(result.footerBottom - result.viewportHeight)).toBeLessThanOrEqual(1);
  });

  it.each([
    ['a guide', '/guides/getting-started/', 'main article'],
    ['the CLI reference', '/reference/cli/', 'main article'],
    ['a command page', '/reference/cli/crawlers/supabase-start/', 'main article'],
    ['the home page', '/', 'main h1'],
    ['the 404 page', '/no-such-page/', 'main h1'],
  ])('lines up with the content column on %s, on a desktop and on a phone', async (_name, path, selector) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await browser.newPage({ viewport });
      await gotoPath(page, path);
      const result = await footerAgainst(page, selector);
      expect(Math.abs(result.footerLeft - result.contentLeft)).toBeLessThanOrEqual(1);
    }
  });
});

describe('link previews', () => {
  it('gives a page an og:image of 1200×630 with alt text, and a large Twitter card', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/api/sql-to-rest/');
    const meta = (key: string) =>
      page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');
    const image = await meta('og:image');
    expect(new URL(image ?? '').pathname).toBe('/og/guides/api/sql-to-rest.png');
    expect(await meta('og:image:width')).toBe('1200');
    expect(await meta('og:image:height')).toBe('630');
    expect(await meta('og:image:alt')).toBe('SQL to REST · Supabase Docs');
    expect(await meta('twitter:card')).toBe('summary_large_image');
    expect(new URL((await meta('twitter:image')) ?? '').pathname).toBe('/og/guides/api/sql-to-rest.png');

    const response = await page.request.get(siteUrl('/og/guides/api/sql-to-rest.png'));
    expect(response.status()).toBe(200);
    const png = await response.body();
    // PNG header: width and height are the big-endian numbers at bytes 16 and 20.
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('names an image that exists in out/ on every exported page', async () => {
    const files = await listHtmlFiles(OUT);
    expect(files.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const file of files) {
      const html = await readFile(file, 'utf8');
      const content = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
      const path = content ? new URL(content).pathname : undefined;
      const exists = path
        ? await stat(`${OUT}${path.slice(1)}`).then(
            (info) => info.size > 10_000,
            () => false,
          )
        : false;
      if (!exists) missing.push(file.slice(OUT.length));
    }
    expect(missing).toEqual([]);
  });
});

describe('internal links', () => {
  it('end in a slash in the header, sidebar, breadcrumbs and pager', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await gotoPath(page, '/guides/getting-started/api-keys/');
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(20);
    const withoutSlash = hrefs.filter((href) => {
      const path = href.split(/[?#]/)[0] ?? '';
      return !path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path);
    });
    expect(withoutSlash).toEqual([]);
  });
});
