'use client';

import { clsx as cn } from 'clsx';
import { useId } from 'react';
import { CheckIcon, CopyIcon, XIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { COPY_FIELD_FEEDBACK_MS, type CopyStatus, useCopyState } from '@/lib/copy/use-copy-state';

const buttonText: Record<CopyStatus, string> = { idle: 'Copy', copied: 'Copied', failed: 'Failed to copy' };
const buttonIcon = { idle: CopyIcon, copied: CheckIcon, failed: XIcon } satisfies Record<CopyStatus, unknown>;

export type CopyFieldProps = {
  value: string;
  label: string;
  className?: string;
};

/** A read-only value with a Copy button that reports "Copied" (or "Failed to copy") for three seconds. */
export function CopyField({ value, label, className }: CopyFieldProps) {
  const inputId = useId();
  const { status, copy } = useCopyState(COPY_FIELD_FEEDBACK_MS);
  const Icon = buttonIcon[status];
  return (
    <div data-slot="copy-field" data-state={status} className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="h-9 min-w-0 flex-1 rounded-md border border-border bg-code-bg px-3 font-mono text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
        <Button
          variant="outline"
          className={cn('min-w-24', status === 'failed' && 'text-destructive')}
          onClick={() => copy(value)}
          data-replay-click
        >
          <Icon aria-hidden="true" />
          {buttonText[status]}
        </Button>
      </div>
      {/* Screen readers hear the result once, politely; the idle state says nothing. */}
      <span role="status" className="sr-only">
        {status === 'idle' ? '' : buttonText[status]}
      </span>
    </div>
  );
}
