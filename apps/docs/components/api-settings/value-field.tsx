'use client';

import { clsx as cn } from 'clsx';
import { Button } from '@/components/ui/button';
import { type CopyStatus, useCopyState, WIDGET_COPY_FEEDBACK_MS } from '@/lib/copy/use-copy-state';
import { CheckIcon, CopyIcon, XIcon } from '../icons';

const buttonText: Record<CopyStatus, string> = { idle: 'Copy', copied: 'Copied', failed: 'Failed to copy' };
const buttonIcon = { idle: CopyIcon, copied: CheckIcon, failed: XIcon } satisfies Record<CopyStatus, unknown>;

export type ValueFieldProps = {
  /** The URL or key; undefined while it loads (the field says "Loading..." and cannot be copied yet). */
  value: string | undefined;
  /** Id of the widget's heading, which names the field ("Project URL", "Anon key"). */
  labelledBy: string;
};

/** The value in a read-only monospace field, with a copy button that shows "Copied" for one second (spec §9). */
export function ValueField({ value, labelledBy }: ValueFieldProps) {
  const { status, copy } = useCopyState(WIDGET_COPY_FEEDBACK_MS);
  const Icon = buttonIcon[status];
  const loading = value === undefined;
  return (
    <div data-slot="api-settings-value" data-state={loading ? 'loading' : status} className="flex gap-2">
      <input
        readOnly
        aria-labelledby={labelledBy}
        aria-busy={loading || undefined}
        value={value ?? ''}
        placeholder={loading ? 'Loading...' : undefined}
        onFocus={(event) => event.currentTarget.select()}
        className="h-9 min-w-0 flex-1 rounded-md border border-border bg-code-bg px-3 font-mono text-sm text-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      />
      <Button
        variant="outline"
        disabled={loading}
        className={cn('min-w-24', status === 'failed' && 'text-destructive')}
        onClick={() => value !== undefined && copy(value)}
      >
        <Icon aria-hidden="true" />
        {buttonText[status]}
      </Button>
      <span role="status" className="sr-only">
        {status === 'idle' ? '' : buttonText[status]}
      </span>
    </div>
  );
}
