import { NAV_DRAWER_ID } from '@/lib/layout/nav-drawer';
import { MenuIcon as Menu } from '../icons';

/**
 * Opens the navigation drawer on phones and tablets. Plain HTML (`popovertarget`): it works before any script
 * has loaded, and the browser reports its expanded state. Shown only on pages that have a drawer.
 */
export function MenuToggle() {
  return (
    <button
      type="button"
      popoverTarget={NAV_DRAWER_ID}
      aria-label="Menu"
      className="menu-toggle size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
    >
      <Menu aria-hidden className="size-5" />
    </button>
  );
}
