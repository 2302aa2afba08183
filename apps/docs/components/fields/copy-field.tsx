'use client';

import { useId } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { ReadOnlyValue } from '@/components/ui/read-only-value';
import { cn } from '@/lib/cn';
import { COPY_FEEDBACK_MS } from '@/lib/copy/copy-feedback';

export type CopyFieldProps = {
  value: string;
  label: string;
  className?: string;
};

/** A read-only value with a Copy button that reports "Copied" (or "Failed to copy") for three seconds. */
export function CopyField({ value, label, className }: CopyFieldProps) {
  const inputId = useId();
  return (
    <div data-slot="copy-field" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <ReadOnlyValue id={inputId} value={value} />
        <CopyButton
          value={value}
          feedbackMs={COPY_FEEDBACK_MS.field}
          className={cn(buttonVariants({ variant: 'outline' }), 'min-w-24')}
        />
      </div>
    </div>
  );
}
