'use client';

import type { ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  type DialogSize,
  DialogTitle,
} from '@/components/ui/dialog';

interface DocsDialogBodyProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size: DialogSize;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children?: ReactNode;
}

export default function DocsDialogBody({
  open,
  onOpenChange,
  title,
  description,
  size,
  returnFocusTo,
  children,
}: DocsDialogBodyProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size={size}
        // The opener is our own button, not a Radix trigger, so focus is handed back explicitly.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <div className="text-sm">{children}</div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
