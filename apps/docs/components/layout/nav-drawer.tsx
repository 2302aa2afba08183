import type { ReactNode } from 'react';
import { XIcon as X } from '@/components/icons';
import { cn } from '@/lib/cn';
import { NAV_DRAWER_ID } from '@/lib/layout/nav-drawer';
import { NavDrawerBehaviour } from './nav-drawer-behaviour';

interface NavDrawerProps {
  /** Names the drawer for assistive technology, e.g. "Guides menu". */
  label: string;
  /** The CLI reference needs a wider column for its command names. */
  wide?: boolean;
  /** Marks the element whose scroll position the CLI menu keeps on its active entry. */
  cliMenuScroller?: boolean;
  children: ReactNode;
}

/**
 * The docs navigation. From the `lg` breakpoint up it is a fixed column under the header; below it, it is a
 * popover drawer opened by the header's menu button (`popovertarget`, no JavaScript needed to open or close
 * it; Escape and a tap outside close it too). Styles live in app/navigation.css.
 */
export function NavDrawer({ label, wide = false, cliMenuScroller = false, children }: NavDrawerProps) {
  return (
    <aside
      id={NAV_DRAWER_ID}
      popover="auto"
      aria-label={label}
      className={cn('nav-drawer', wide && 'nav-drawer-wide')}
      {...(cliMenuScroller && { 'data-cli-menu-scroller': '' })}
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
