import { THEME_TOGGLE_ATTRIBUTE, THEME_TOGGLE_LABELS } from '@/lib/layout/theme';
import { MoonIcon as Moon, SunIcon as Sun } from '../icons';

/**
 * Switches light/dark. Plain HTML: the head's theme script (lib/layout/theme.ts) answers its clicks, so it works
 * from the first paint and ships no code. Icons and name are both in the HTML and CSS shows the pair for the
 * current theme (an element hidden with `display: none` is left out of the button's name).
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
    >
      <Sun aria-hidden className="hidden size-4 dark:block" />
      <Moon aria-hidden className="size-4 dark:hidden" />
      <span className="sr-only dark:hidden">{THEME_TOGGLE_LABELS.light}</span>
      <span className="sr-only hidden dark:inline">{THEME_TOGGLE_LABELS.dark}</span>
    </button>
  );
}
