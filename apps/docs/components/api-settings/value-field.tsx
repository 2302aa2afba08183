'use client';

import { buttonVariants } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { ReadOnlyValue } from '@/components/ui/read-only-value';
import { MESSAGES } from '@/lib/api-settings/messages';
import { cn } from '@/lib/cn';
import { COPY_FEEDBACK_MS } from '@/lib/copy/copy-feedback';
import { VALUE_LINES } from './loading-body';

export type ValueFieldProps = {
  /** The URL or key; undefined while it loads (the field says "Loading..." and cannot be copied yet). */
  value: string | undefined;
  /** Id of the widget's heading, which names the field ("Project URL", "Anon key"). */
  labelledBy: string;
};

/** The value in a read-only monospace field, with a copy button that shows "Copied" for one second. */
export function ValueField({ value, labelledBy }: ValueFieldProps) {
  const loading = value === undefined;
  return (
    <div data-slot="api-settings-value" data-state={loading ? 'loading' : 'ready'} className="flex gap-2">
      <ReadOnlyValue
        lines={VALUE_LINES}
        aria-labelledby={labelledBy}
        aria-busy={loading || undefined}
        value={value ?? ''}
        placeholder={loading ? MESSAGES.valueLoading : undefined}
      />
      <CopyButton
        value={value ?? ''}
        disabled={loading}
        feedbackMs={COPY_FEEDBACK_MS.widget}
        className={cn(buttonVariants({ variant: 'outline' }), 'min-w-24')}
      />
    </div>
  );
}
