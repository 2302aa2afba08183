'use client';

import { Menu, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

/** On small screens the navigation folds behind a Menu button; from `lg` up it is always shown. */
export function CollapsibleNav({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="mb-3 inline-flex items-center gap-2 rounded-md border border-border px-3 py-1.5 text-sm lg:hidden"
      >
        {open ? <X aria-hidden className="size-4" /> : <Menu aria-hidden className="size-4" />}
        Menu
      </button>
      <div
        id={panelId}
        data-state={open ? 'open' : 'closed'}
        className="hidden data-[state=open]:block lg:block"
      >
        {children}
      </div>
    </div>
  );
}
