'use client';

import type * as React from 'react';
import { useState } from 'react';
import { XIcon } from '../icons';

/**
 * Shows a server-rendered alert with a "Dismiss" button over its top-right corner, and removes both once the
 * button is pressed. Dismissal lasts for this page view only.
 */
export function AlertClose({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div data-slot="alert-closable" data-state="open" className="relative">
      {children}
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => setOpen(false)}
        className="absolute top-2.5 right-2.5 inline-flex size-6 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
