import type { ReactNode } from 'react';
import { XIcon as X } from '@/components/icons';
import { cn } from '@/lib/cn';
import { NAV_DRAWER_ID } from '@/lib/layout/nav-drawer';
import { MENU_SCROLLER_ATTRIBUTE } from '@/lib/reference';
import { NavDrawerBehaviour } from './nav-drawer-behaviour';

interface NavDrawerProps {
  /** Names the drawer for assistive technology, e.g. "Guides menu". */
  label: string;
  /** The references need a wider column for their command and method names. */
  wide?: boolean;
  /** Marks the element a reference menu keeps scrolled to its active entry (lib/reference/menu-marker). */
  menuScroller?: boolean;
  children: ReactNode;
}

/**
 * The docs navigation. From the `lg` breakpoint up it is a fixed column under the header; below it, it is a
 * popover drawer opened by the header's menu button (`popovertarget`, no JavaScript needed to open or close
 * it; Escape and a tap outside close it too). Styles live in app/navigation.css.
 */
export function NavDrawer({ label, wide = false, menuScroller = false, children }: NavDrawerProps) {
  return (
    <aside
      id={NAV_DRAWER_ID}
      popover="auto"
      aria-label={label}
      className={cn('nav-drawer', wide && 'nav-drawer-wide')}
      {...(menuScroller && { [MENU_SCROLLER_ATTRIBUTE]: '' })}
    >
      <div className="nav-drawer-bar">
        <span className="font-semibold">Menu</span>
        <button
          type="button"
          popoverTarget={NAV_DRAWER_ID}
          popoverTargetAction="hide"
          aria-label="Close menu"
          className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      {children}
      <NavDrawerBehaviour />
    </aside>
  );
}
