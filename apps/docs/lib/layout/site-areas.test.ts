// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markPrimaryNav, primaryNavScript } from './site-areas';

/** The header's nav as the server renders it (components/layout/primary-nav.tsx). */
function nav(): HTMLElement {
  const element = document.createElement('nav');
  element.innerHTML = `
    <a data-area="/guides/" href="/guides/">Guides</a>
    <a data-area="/reference/" href="/reference/">Reference</a>
    <span data-reference hidden>/ <a data-area="/reference/cli/" href="/reference/cli/">CLI</a></span>
    <span data-reference hidden>/ <a data-area="/reference/javascript/" href="/reference/javascript/">JavaScript</a></span>`;
  return element;
}

/** Each link's text and aria-current, and which reference links show. */
function marks(element: HTMLElement) {
  return {
    current: Array.from(element.querySelectorAll('a[aria-current]')).map((link) => [
      link.textContent,
      link.getAttribute('aria-current'),
    ]),
    shown: Array.from(element.querySelectorAll('[data-reference]:not([hidden]) a')).map(
      (link) => link.textContent,
    ),
  };
}

describe('markPrimaryNav', () => {
  it.each([
    ['/guides/', [['Guides', 'page']], []],
    ['/guides/auth', [['Guides', 'true']], []],
    ['/reference/', [['Reference', 'page']], []],
    [
      '/reference/cli/',
      [
        ['Reference', 'true'],
        ['CLI', 'page'],
      ],
      ['CLI'],
    ],
    [
      '/reference/javascript/crawlers/select/',
      [
        ['Reference', 'true'],
        ['JavaScript', 'true'],
      ],
      ['JavaScript'],
    ],
    ['/', [], []],
    ['/guides-archive/', [], []],
  ])('%s', (path, current, shown) => {
    const element = nav();
    markPrimaryNav(element, path);
    expect(marks(element)).toEqual({ current, shown });
  });

  it('runs as the inline script after the nav, from its own source text', () => {
    const element = nav();
    document.body.replaceChildren(element);
    window.history.pushState({}, '', '/reference/cli/crawlers/supabase-db-push/');
    const script = document.createElement('script');
    document.body.append(script);
    // jsdom does not run inline scripts; run the same text with the same globals.
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    new Function(primaryNavScript)();
    expect(marks(element)).toEqual({
      current: [
        ['Reference', 'true'],
        ['CLI', 'true'],
      ],
      shown: ['CLI'],
    });
  });
});
