import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOADER_MARK, loaderScript, paintFirst } from './paint-first.mjs';

// The shape Next.js 16 writes: chunk scripts in the head, React's bootstrap preloaded in the head and its
// async tag at the end of the body, beside the inline flight data.
const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  '</head><body><main><p>Every project is a Postgres database.</p></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '<script>self.__next_f.push([1,"payload"])</script></body></html>',
].join('');

describe('paint first', () => {
  const { html, sources } = paintFirst(page);

  it('leaves no script to run before the first paint, and fetches each chunk from the head as before', () => {
    expect(sources).toEqual([
      '/_next/static/chunks/runtime.js',
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/boot.js',
    ]);
    expect(html).not.toMatch(/<script[^>]*\basync\b/);
    const head = html.slice(0, html.indexOf('</head>'));
    for (const src of sources) {
      expect(head.split(`<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`)).toHaveLength(
        2,
      );
    }
    // The font preload, the stylesheet, the no-module fallback and the flight data stay as they were.
    expect(head).toContain('as="font"');
    expect(head).toContain('rel="stylesheet"');
    expect(head).toContain('noModule=""');
    expect(html).toContain('self.__next_f.push([1,"payload"])');
  });

  it('puts the loader last in the body, after the article', () => {
    expect(html.endsWith(`${loaderScript(sources)}</body></html>`)).toBe(true);
    expect(html.indexOf(LOADER_MARK)).toBeGreaterThan(html.indexOf('</main>'));
  });

  it('changes a rewritten page, or one without chunk scripts, no further', () => {
    expect(paintFirst(html)).toEqual({ html, sources: [] });
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(paintFirst(plain)).toEqual({ html: plain, sources: [] });
  });

  // The loader itself, run against a stand-in window: it adds the chunks to the head as async scripts, in
  // order, once a largest paint inside the article is reported, or on its fallbacks.
  function runLoader({ hidden = false, observes = true } = {}) {
    const added: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const listeners: (() => void)[] = [];
    let report: ((entries: { element: object }[]) => void) | undefined;
    const article = { id: 'main-content' };
    const inArticle = { id: 'first-paragraph' };
    class PerformanceObserver {
      static supportedEntryTypes = observes ? ['paint', 'largest-contentful-paint'] : ['paint'];
      constructor(callback: (list: { getEntries: () => unknown[] }, observer: unknown) => void) {
        report = (entries) => callback({ getEntries: () => entries }, { disconnect: () => {} });
      }
      observe() {}
    }
    const document = {
      hidden,
      getElementById: (id: string) => (id === 'main-content' ? article : null),
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (element: { src: string; async: boolean }) => added.push(element) },
    };
    const code = /<script [^>]*>(.*)<\/script>/s.exec(loaderScript(['/a.js', '/b.js']))?.[1] ?? '';
    const contains = (parent: object, child: object) => parent === article && child === inArticle;
    Object.assign(article, { contains: (child: object) => contains(article, child) });
    runInNewContext(code, {
      window: { PerformanceObserver },
      document,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      addEventListener: (_: string, callback: () => void) => listeners.push(callback),
    });
    const header = { id: 'header-link' };
    return { added, frames, timers, listeners, report, header, inArticle };
  }

  it('adds the chunks once a paint inside the article is reported, not for a paint outside it', () => {
    const { added, timers, report, header, inArticle } = runLoader();
    report?.([{ element: header }]);
    expect(timers).toEqual([]);
    report?.([{ element: inArticle }]);
    expect(added).toEqual([]);
    timers.shift()?.();
    expect(added).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
  });

  it('falls back to the frame after load, once, and to the next frame where paints are not reported', () => {
    const loaded = runLoader();
    loaded.listeners.shift()?.();
    loaded.frames.shift()?.();
    loaded.timers.shift()?.();
    loaded.report?.([{ element: loaded.inArticle }]);
    loaded.timers.shift()?.();
    expect(loaded.added.map((element) => element.src)).toEqual(['/a.js', '/b.js']);
    const older = runLoader({ observes: false });
    expect(older.added).toEqual([]);
    older.frames.shift()?.();
    older.timers.shift()?.();
    expect(older.added.map((element) => element.src)).toEqual(['/a.js', '/b.js']);
  });

  it('adds them at once in a hidden tab', () => {
    const { added, frames } = runLoader({ hidden: true });
    expect(frames).toEqual([]);
    expect(added.map((element) => element.src)).toEqual(['/a.js', '/b.js']);
  });
});
