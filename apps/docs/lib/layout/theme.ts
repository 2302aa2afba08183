export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'docs-theme';

/** Marks the header's theme toggle (components/layout/theme-toggle.tsx); the boot script below answers it. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

/** The toggle's name in each theme: it offers the other one. */
export const THEME_TOGGLE_LABELS: Readonly<Record<Theme, string>> = {
  light: 'Switch to dark theme',
  dark: 'Switch to light theme',
};

/** The reader's stored choice, or null when they have not chosen (then the system decides). */
export function parseStoredTheme(value: string | null | undefined): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function resolveTheme(stored: Theme | null, systemPrefersDark: boolean): Theme {
  return stored ?? (systemPrefersDark ? 'dark' : 'light');
}

/**
 * The whole theme switch, inline in <head>, so it needs none of the page's code: before the first paint it
 * applies the stored choice or the system preference (no flash); until the reader chooses, it follows the
 * system live; and a click on the toggle switches and stores the theme from the first paint on, also while
 * the page's scripts are still on their way (a toggle hydrated by React lost such a click). The toggle's name
 * follows the theme through CSS. Self-contained (no imports) because it is inlined as text.
 */
export const themeBootScript = `(function(){var k=${JSON.stringify(
  THEME_STORAGE_KEY,
)},e=document.documentElement,m=matchMedia('(prefers-color-scheme: dark)');function s(){try{var v=localStorage.getItem(k);return v==='light'||v==='dark'?v:null}catch(_){return null}}function a(t){e.classList.toggle('dark',t==='dark');e.style.colorScheme=t;e.dataset.theme=t}function f(){a(s()||(m.matches?'dark':'light'))}f();if(m.addEventListener)m.addEventListener('change',f);addEventListener('click',function(v){var t=v.target,b=t&&t.closest&&t.closest('[${THEME_TOGGLE_ATTRIBUTE}]');if(!b)return;t=e.dataset.theme==='dark'?'light':'dark';try{localStorage.setItem(k,t)}catch(_){}a(t)})})();`;
