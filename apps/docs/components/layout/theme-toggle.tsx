'use client';

import { useEffect, useState } from 'react';
import { parseStoredTheme, resolveTheme, THEME_STORAGE_KEY, type Theme } from '@/lib/layout/theme';
import { MoonIcon as Moon, SunIcon as Sun } from '../icons';

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  root.dataset.theme = theme;
}

function readStored(): Theme | null {
  try {
    return parseStoredTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Switches light/dark. Until the reader presses it, the theme tracks the operating system live. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme | null>(null);

  useEffect(() => {
    const media = matchMedia('(prefers-color-scheme: dark)');
    const sync = () => {
      const next = resolveTheme(readStored(), media.matches);
      applyTheme(next);
      setTheme(next);
    };
    sync();
    media.addEventListener('change', sync);
    return () => media.removeEventListener('change', sync);
  }, []);

  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
      aria-label={`Switch to ${next} theme`}
      data-theme-current={theme ?? undefined}
      onClick={() => {
        try {
          localStorage.setItem(THEME_STORAGE_KEY, next);
        } catch {
          // Private mode or full storage: the switch still applies to this page.
        }
        applyTheme(next);
        setTheme(next);
      }}
    >
      {/* Both icons render on the server; CSS shows the one for the current theme, so nothing shifts. */}
      <Sun aria-hidden className="hidden size-4 dark:block" />
      <Moon aria-hidden className="size-4 dark:hidden" />
    </button>
  );
}
