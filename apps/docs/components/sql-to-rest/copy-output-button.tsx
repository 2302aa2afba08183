'use client';

import { useCopyState, WIDGET_COPY_FEEDBACK_MS } from '@/lib/copy/use-copy-state';
import { CheckIcon, CopyIcon, XIcon } from '../icons';

const icons = { idle: CopyIcon, copied: CheckIcon, failed: XIcon };

/** Copies one output's text; says "Copied" (or "Failed to copy") for a second. */
export function CopyOutputButton({
  text,
  label,
  disabled,
}: {
  text: string;
  label: string;
  disabled: boolean;
}) {
  const { status, copy } = useCopyState(WIDGET_COPY_FEEDBACK_MS);
  const Icon = icons[status];
  const name = status === 'copied' ? 'Copied' : status === 'failed' ? 'Failed to copy' : `Copy ${label}`;
  return (
    <>
      <button
        type="button"
        aria-label={name}
        title={name}
        data-state={status}
        disabled={disabled}
        onClick={() => copy(text)}
        className="inline-flex size-8 items-center justify-center rounded-md border border-border bg-background text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
      <span role="status" className="sr-only">
        {status === 'idle' ? '' : name}
      </span>
    </>
  );
}
