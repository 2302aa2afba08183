'use client';

import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { cn } from '@/lib/cn';
import { COPY_FEEDBACK_MS } from '@/lib/copy/copy-feedback';

/**
 * The generated token in a read-only box with a Copy button, and a line under it about its expiry. Box and
 * line keep their size whether or not there is a token, so the form does not move when one appears.
 */
export function TokenOutput({
  id,
  label,
  token,
  placeholder,
  note,
}: {
  id: string;
  label: string;
  token: string | null;
  placeholder: string;
  note: ReactNode;
}) {
  return (
    <div
      data-slot="token-output"
      data-state={token ? 'ready' : 'empty'}
      className="mt-5 flex flex-col gap-1.5"
    >
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <CopyButton
          value={token ?? ''}
          disabled={!token}
          feedbackMs={COPY_FEEDBACK_MS.field}
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'min-w-24')}
        />
      </div>
      <textarea
        id={id}
        readOnly
        rows={4}
        value={token ?? ''}
        placeholder={placeholder}
        aria-describedby={`${id}-note`}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full resize-none rounded-md border border-border bg-code-bg px-3 py-2 font-mono text-xs break-all text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      />
      <p id={`${id}-note`} role="status" className="m-0 min-h-10 text-sm">
        {note}
      </p>
    </div>
  );
}
