'use client';

import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { DialogSize } from '@/components/ui/dialog';

// Radix's dialog (focus trap, scroll lock, portal) is the heaviest primitive we have; pages fetch it on the
// first click instead of with the page.
const DocsDialogBody = lazy(() => import('./docs-dialog-body'));

export interface DocsDialogProps {
  /** Text of the button that opens the dialog. */
  trigger: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  size?: DialogSize;
  children?: ReactNode;
}

/** A dialog for guides: `<Dialog trigger="Show me" title="…">content</Dialog>` in MDX. */
export function DocsDialog({ trigger, title, description, size = 'medium', children }: DocsDialogProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={triggerRef}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        data-replay-click
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {trigger}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <DocsDialogBody
            open={open}
            onOpenChange={setOpen}
            title={title}
            description={description}
            size={size}
            returnFocusTo={triggerRef}
          >
            {children}
          </DocsDialogBody>
        </Suspense>
      ) : null}
    </>
  );
}
