'use client';

import type * as React from 'react';
import { useState } from 'react';
import { XIcon } from '../icons';

/**
 * Shows a server-rendered alert with a "Dismiss" button over its top-right corner, and removes both once the
 * button is pressed. Dismissal lasts for this page view only. The button's look is the `alert-close` class
 * (app/components.css), kept out of the JS every guide loads.
 */
export function AlertClose({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div data-slot="alert-closable" data-state="open" className="relative">
      {children}
      <button type="button" aria-label="Dismiss" onClick={() => setOpen(false)} className="alert-close">
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
