import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOADER_MARK, loaderScript, loaderSources, paintFirst, SCRIPTS_MARK } from './paint-first.mjs';

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

  it('leaves no chunk in the HTML to fetch or run before the first paint', () => {
    expect(sources).toEqual([
      '/_next/static/chunks/runtime.js',
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/boot.js',
    ]);
    expect(html).not.toMatch(/<script[^>]*\basync\b/);
    expect(html).not.toContain('as="script"');
    // The font preload, the stylesheet, the no-module fallback and the flight data stay as they were.
    expect(html).toContain('as="font"');
    expect(html).toContain('rel="stylesheet"');
    expect(html).toContain('noModule=""');
    expect(html).toContain('self.__next_f.push([1,"payload"])');
  });

  it('puts the loader last in the body, after the article', () => {
    expect(html.endsWith(`${loaderScript(sources)}</body></html>`)).toBe(true);
    expect(html.indexOf(LOADER_MARK)).toBeGreaterThan(html.indexOf('</main>'));
    expect(loaderSources(html)).toEqual(sources);
    expect(loaderSources(page)).toEqual([]);
  });

  it('changes a rewritten page, or one without chunk scripts, no further', () => {
    expect(paintFirst(html)).toEqual({ html, sources: [] });
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(paintFirst(plain)).toEqual({ html: plain, sources: [] });
  });

  // The loader itself, run against a stand-in window: it hands its work to __afterFirstPaint when the page
  // has it (lib/loading/after-first-paint.ts), and adds the chunks as async scripts in order, with the mark.
  function runLoader(afterFirstPaint?: (callback: () => void) => void) {
    const added: { src: string; async: boolean }[] = [];
    const marks: string[] = [];
    const code = /<script [^>]*>(.*)<\/script>/s.exec(loaderScript(['/a.js', '/b.js']))?.[1] ?? '';
    runInNewContext(code, {
      window: { __afterFirstPaint: afterFirstPaint },
      performance: { mark: (name: string) => marks.push(name) },
      document: {
        createElement: () => ({ src: '', async: false }),
        head: { appendChild: (element: { src: string; async: boolean }) => added.push(element) },
      },
    });
    return { added, marks };
  }

  it('adds the chunks when __afterFirstPaint calls back, and marks the moment', () => {
    const waiting: (() => void)[] = [];
    const { added, marks } = runLoader((callback) => waiting.push(callback));
    expect(added).toEqual([]);
    waiting.shift()?.();
    expect(added).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
    expect(marks).toEqual([SCRIPTS_MARK]);
  });

  it('adds them at once on a page without the boot script', () => {
    expect(runLoader().added.map((element) => element.src)).toEqual(['/a.js', '/b.js']);
  });
});
