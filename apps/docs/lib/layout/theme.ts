export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'docs-theme';

/** The reader's stored choice, or null when they have not chosen (then the system decides). */
export function parseStoredTheme(value: string | null | undefined): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function resolveTheme(stored: Theme | null, systemPrefersDark: boolean): Theme {
  return stored ?? (systemPrefersDark ? 'dark' : 'light');
}

/**
 * Runs in <head> before the first paint so the page never flashes the wrong theme. It must stay
 * self-contained (no imports) because it is inlined as text.
 */
export const themeBootScript = `(function(){try{var s=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});var t=s==='light'||s==='dark'?s:(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');var e=document.documentElement;e.classList.toggle('dark',t==='dark');e.style.colorScheme=t;e.dataset.theme=t}catch(_){}})();`;
