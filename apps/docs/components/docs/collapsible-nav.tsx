'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { MenuIcon as Menu, XIcon as X } from '../icons';

/**
 * On small screens the navigation folds behind a Menu button; from `lg` up it is always shown. Pages load in
 * full (plain links), so on arrival the sidebar scrolls its current entry into view.
 */
export function CollapsibleNav({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const current = panel.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const scroller = panel.current?.closest('aside');
    if (!current || !scroller || scroller.scrollHeight <= scroller.clientHeight) return;
    const offset = current.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    if (offset > scroller.clientHeight * 0.7) scroller.scrollTop += offset - scroller.clientHeight / 3;
  }, []);

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="mb-3 inline-flex items-center gap-2 rounded-md border border-border px-3 py-1.5 text-sm lg:hidden"
      >
        {open ? <X /> : <Menu />}
        Menu
      </button>
      <div
        ref={panel}
        id={panelId}
        data-state={open ? 'open' : 'closed'}
        className="hidden data-[state=open]:block lg:block"
      >
        {children}
      </div>
    </div>
  );
}
