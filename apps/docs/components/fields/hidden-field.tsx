'use client';

import { useEffect, useRef, useState } from 'react';
import { CopyField } from '@/components/fields/copy-field';
import { EyeIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Long secrets (a JWT runs to hundreds of characters) are masked with at most this many stars. */
export const MAX_MASK_LENGTH = 40;

export function maskValue(value: string): string {
  return '*'.repeat(Math.min(value.length, MAX_MASK_LENGTH));
}

export type HiddenFieldProps = {
  value: string;
  label: string;
  className?: string;
};

/** Shows stars in place of a secret until the reader presses "Reveal"; then the value, with a Copy button. */
export function HiddenField({ value, label, className }: HiddenFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  // The Reveal button disappears when pressed; hand keyboard focus to the revealed value instead of the page.
  useEffect(() => {
    if (revealed) container.current?.querySelector('textarea')?.focus();
  }, [revealed]);

  if (revealed) {
    return (
      <div ref={container} data-slot="hidden-field" data-state="revealed" className={className}>
        <CopyField value={value} label={label} />
      </div>
    );
  }
  return (
    <fieldset
      data-slot="hidden-field"
      data-state="hidden"
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
    >
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="flex gap-2">
        <div className="flex h-9 min-w-0 flex-1 items-center overflow-hidden rounded-md border border-border bg-code-bg px-3 font-mono text-sm text-muted-foreground">
          <span aria-hidden="true">{maskValue(value)}</span>
          <span className="sr-only">Hidden</span>
        </div>
        <Button variant="outline" className="min-w-24" onClick={() => setRevealed(true)} data-replay-click>
          <EyeIcon aria-hidden="true" />
          Reveal
        </Button>
      </div>
    </fieldset>
  );
}
