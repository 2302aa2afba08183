'use client';

import { clsx as cn } from 'clsx';
import type { ReactNode } from 'react';
import { CheckIcon, CopyIcon, XIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { COPY_FIELD_FEEDBACK_MS, type CopyStatus, useCopyState } from '@/lib/copy/use-copy-state';

const buttonText: Record<CopyStatus, string> = { idle: 'Copy', copied: 'Copied', failed: 'Failed to copy' };
const buttonIcon = { idle: CopyIcon, copied: CheckIcon, failed: XIcon } satisfies Record<CopyStatus, unknown>;

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
  const { status, copy } = useCopyState(COPY_FIELD_FEEDBACK_MS);
  const Icon = buttonIcon[status];
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
        <Button
          variant="outline"
          size="sm"
          className={cn('min-w-24', status === 'failed' && 'text-destructive')}
          disabled={!token}
          onClick={() => token && copy(token)}
        >
          <Icon aria-hidden="true" />
          {buttonText[status]}
        </Button>
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
      <span role="status" className="sr-only">
        {status === 'idle' ? '' : buttonText[status]}
      </span>
    </div>
  );
}
