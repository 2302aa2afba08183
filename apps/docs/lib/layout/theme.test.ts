// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseStoredTheme, resolveTheme, THEME_TOGGLE_ATTRIBUTE, themeBootScript } from './theme';

describe('theme resolution', () => {
  it('follows the system until the reader has chosen', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
  });

  it('keeps the stored choice over the system preference', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('ignores stored values that are not a theme', () => {
    expect(parseStoredTheme('purple')).toBeNull();
    expect(parseStoredTheme(null)).toBeNull();
    expect(parseStoredTheme('dark')).toBe('dark');
  });
});

/**
 * Runs the inline script as the page's <head> does, in a document of its own with stand-ins for storage and the
 * system preference; returns that document, the storage and a way to change the system theme.
 */
function boot({ stored, systemDark = false }: { stored?: string; systemDark?: boolean } = {}) {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<header><button type="button" ${THEME_TOGGLE_ATTRIBUTE}><svg></svg><span>Switch</span></button></header>`;
  const storage = new Map<string, string>(stored ? [['docs-theme', stored]] : []);
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  };
  const media = { matches: systemDark, listeners: [] as (() => void)[] };
  const matchMedia = () => ({
    get matches() {
      return media.matches;
    },
    addEventListener: (_: string, listener: () => void) => media.listeners.push(listener),
  });
  const addEventListener = (type: string, listener: EventListener) => doc.addEventListener(type, listener);
  new Function('document', 'localStorage', 'matchMedia', 'addEventListener', themeBootScript)(
    doc,
    localStorage,
    matchMedia,
    addEventListener,
  );
  const setSystemDark = (dark: boolean) => {
    media.matches = dark;
    for (const listener of media.listeners) listener();
  };
  const theme = () => ({
    dark: doc.documentElement.classList.contains('dark'),
    data: doc.documentElement.dataset.theme,
    scheme: doc.documentElement.style.colorScheme,
  });
  return { doc, storage, setSystemDark, theme };
}

describe('themeBootScript', () => {
  it('applies the stored choice, or else the system preference, before anything else runs', () => {
    expect(boot({ stored: 'dark' }).theme()).toEqual({ dark: true, data: 'dark', scheme: 'dark' });
    expect(boot({ stored: 'light', systemDark: true }).theme()).toEqual({
      dark: false,
      data: 'light',
      scheme: 'light',
    });
    expect(boot({ systemDark: true }).theme().data).toBe('dark');
    expect(boot({ stored: 'purple' }).theme().data).toBe('light');
  });

  it('follows the system live until the reader chooses, then keeps the choice', () => {
    const { doc, setSystemDark, theme } = boot();
    setSystemDark(true);
    expect(theme().data).toBe('dark');
    doc.querySelector('button')?.click();
    expect(theme().data).toBe('light');
    setSystemDark(false);
    setSystemDark(true);
    expect(theme().data).toBe('light');
  });

  it('switches and stores the theme on a click of the toggle or anything in it, and only there', () => {
    const { doc, storage, theme } = boot();
    doc.querySelector('svg')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(theme()).toEqual({ dark: true, data: 'dark', scheme: 'dark' });
    expect(storage.get('docs-theme')).toBe('dark');
    doc.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(theme().data).toBe('light');
    expect(storage.get('docs-theme')).toBe('light');
    doc.querySelector('header')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(theme().data).toBe('light');
  });

  it('still switches the page when storage refuses', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<button type="button" ${THEME_TOGGLE_ATTRIBUTE}></button>`;
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    new Function('document', 'localStorage', 'matchMedia', 'addEventListener', themeBootScript)(
      doc,
      refusing,
      () => ({ matches: false, addEventListener: () => {} }),
      (type: string, listener: EventListener) => doc.addEventListener(type, listener),
    );
    doc.querySelector('button')?.click();
    expect(doc.documentElement.dataset.theme).toBe('dark');
  });
});
