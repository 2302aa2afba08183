import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  WEB_FONT_FAMILIES,
  WEB_FONTS_ATTRIBUTE,
  WEB_FONTS_STORAGE_KEY,
  webFontsBootScript,
} from '../layout/web-fonts';
import { AFTER_LOAD_FALLBACK_MS, afterFirstPaintBootScript } from './after-first-paint';

type Options = { hidden?: boolean; entryTypes?: string[]; stored?: string | null; fontLoads?: boolean };

/**
 * Both boot scripts exactly as <head> runs them, against a stand-in window whose paint reports, frames, timers
 * and `load` the test fires by hand.
 */
function boot({
  hidden = false,
  entryTypes = ['paint', 'largest-contentful-paint'],
  stored = null,
  fontLoads = true,
}: Options = {}) {
  const timers: { callback: () => void; delay: number }[] = [];
  const frames: (() => void)[] = [];
  const loads: (() => void)[] = [];
  const observed: string[] = [];
  let report: (() => void) | undefined;
  const attributes = new Map<string, string>();
  const storage = new Map<string, string>(stored === null ? [] : [[WEB_FONTS_STORAGE_KEY, stored]]);
  const fontRequests: string[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = entryTypes;
    constructor(callback: (list: unknown, observer: { disconnect: () => void }) => void) {
      report = () => callback({}, { disconnect: () => {} });
    }
    observe({ type }: { type: string }) {
      observed.push(type);
    }
  }
  const window: Record<string, unknown> = { PerformanceObserver };
  const context = {
    window,
    document: {
      hidden,
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      // The faces the stylesheet declares: the two web fonts and a fallback.
      fonts: {
        forEach: (each: (face: { family: string; load: () => Promise<unknown> }) => void) => {
          for (const family of [...WEB_FONT_FAMILIES.map((name) => `"${name}"`), 'inter Fallback']) {
            each({
              family,
              load: () => {
                fontRequests.push(family);
                return fontLoads ? Promise.resolve() : Promise.reject(new Error('offline'));
              },
            });
          }
        },
      },
    },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
    addEventListener: (type: string, callback: () => void) => type === 'load' && loads.push(callback),
  };
  runInNewContext(afterFirstPaintBootScript + webFontsBootScript, context);
  const runTimers = (delay = 0) => {
    for (const timer of timers.splice(0).filter((t) => t.delay <= delay)) timer.callback();
  };
  const afterFirstPaint = window.__afterFirstPaint as (callback: () => void) => void;
  return {
    afterFirstPaint,
    report: () => report?.(),
    runTimers,
    frames,
    loads,
    observed,
    webFonts: () => attributes.has(WEB_FONTS_ATTRIBUTE),
    stored: () => storage.get(WEB_FONTS_STORAGE_KEY),
    fontRequests: () => fontRequests,
    settle: () => new Promise((resolve) => setImmediate(resolve)),
  };
}

describe('after first paint', () => {
  it('runs callbacks in tasks of their own once the first largest paint is reported, and later ones soon', () => {
    const page = boot();
    const ran: string[] = [];
    page.afterFirstPaint(() => ran.push('scripts'));
    expect(page.observed).toEqual(['largest-contentful-paint']);
    page.runTimers();
    expect(ran).toEqual([]);
    page.report();
    expect(ran).toEqual([]);
    page.runTimers();
    expect(ran).toEqual(['scripts']);
    page.afterFirstPaint(() => ran.push('late'));
    page.runTimers();
    expect(ran).toEqual(['scripts', 'late']);
  });

  it('falls back to the first contentful paint, then to the frame, where largest paints are not reported', () => {
    expect(boot({ entryTypes: ['paint'] }).observed).toEqual(['paint']);
    const old = boot({ entryTypes: [] });
    const ran: string[] = [];
    old.afterFirstPaint(() => ran.push('scripts'));
    old.frames.shift()?.();
    old.runTimers();
    old.runTimers();
    expect(ran).toEqual(['scripts']);
  });

  it(`runs them ${AFTER_LOAD_FALLBACK_MS} ms after load when no paint is reported, and at once in a hidden tab`, () => {
    const silent = boot();
    const ran: string[] = [];
    silent.afterFirstPaint(() => ran.push('scripts'));
    silent.loads.shift()?.();
    silent.runTimers(AFTER_LOAD_FALLBACK_MS);
    silent.runTimers();
    expect(ran).toEqual(['scripts']);
    silent.report();
    silent.runTimers();
    expect(ran).toEqual(['scripts']);

    const hidden = boot({ hidden: true });
    expect(hidden.observed).toEqual([]);
    hidden.runTimers();
    expect(hidden.fontRequests()).toHaveLength(WEB_FONT_FAMILIES.length);
  });
});

describe('web fonts boot script', () => {
  it("keeps a reader's first page in the fallbacks, fetches the web fonts after its first paint, and remembers", async () => {
    const page = boot();
    expect(page.fontRequests()).toEqual([]);
    page.report();
    page.runTimers();
    expect(page.fontRequests()).toEqual(WEB_FONT_FAMILIES.map((name) => `"${name}"`));
    await page.settle();
    expect(page.webFonts()).toBe(false);
    expect(page.stored()).toBe('1');
  });

  it('uses them from the first paint once they loaded before, and remembers nothing when they did not load', async () => {
    const returning = boot({ stored: '1' });
    expect(returning.webFonts()).toBe(true);
    expect(returning.fontRequests()).toEqual([]);
    const failed = boot({ fontLoads: false });
    failed.report();
    failed.runTimers();
    await failed.settle();
    expect(failed.webFonts()).toBe(false);
    expect(failed.stored()).toBeUndefined();
  });
});
