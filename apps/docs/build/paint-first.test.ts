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

  // The loader itself, run against a stand-in document: it adds the chunks to the head as async scripts, in
  // order, only in the timer after the next frame, or at once when the tab is hidden.
  function runLoader(hidden: boolean) {
    const added: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      hidden,
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (element: { src: string; async: boolean }) => added.push(element) },
    };
    const code = /<script [^>]*>(.*)<\/script>/s.exec(loaderScript(['/a.js', '/b.js']))?.[1] ?? '';
    runInNewContext(code, {
      document,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    });
    return { added, frames, timers };
  }

  it('adds the chunks in the timer set from the next frame', () => {
    const { added, frames, timers } = runLoader(false);
    expect(added).toEqual([]);
    frames.shift()?.();
    expect(added).toEqual([]);
    timers.shift()?.();
    expect(added).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
  });

  it('adds them at once in a hidden tab', () => {
    const { added, frames } = runLoader(true);
    expect(frames).toEqual([]);
    expect(added.map((element) => element.src)).toEqual(['/a.js', '/b.js']);
  });
});
