'use client';

import { lazy, Suspense, useCallback, useRef, useState } from 'react';

/**
 * The base-URL dialog (Radix, and class merging that is slow on first use) loads when a host is first
 * selected, so none of it runs while the widget starts.
 */
const BaseUrlDialog = lazy(() =>
  import('./base-url-dialog').then((module) => ({ default: module.BaseUrlDialog })),
);

/**
 * The base-URL dialog, opened from a host button (`openFrom`); focus goes back to that button when it closes.
 * `dialog` is null until the first opening, and stays mounted after it.
 */
export function useBaseUrlDialog(baseUrl: string, onSave: (baseUrl: string) => void) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);

  const openFrom = useCallback((button: HTMLButtonElement) => {
    opener.current = button;
    setUsed(true);
    setOpen(true);
  }, []);

  const dialog = used ? (
    <Suspense fallback={null}>
      <BaseUrlDialog
        open={open}
        onOpenChange={setOpen}
        baseUrl={baseUrl}
        onSave={onSave}
        onCloseFocus={() => {
          const button = opener.current;
          if (button?.isConnected) button.focus();
        }}
      />
    </Suspense>
  ) : null;

  return { openFrom, dialog };
}
