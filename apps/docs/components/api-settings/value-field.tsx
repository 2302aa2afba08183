'use client';

import { buttonVariants } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { MESSAGES } from '@/lib/api-settings/messages';
import { cn } from '@/lib/cn';
import { COPY_FEEDBACK_MS } from '@/lib/copy/copy-feedback';

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
      {/* A read-only text area that grows to its content, so a long URL or key wraps instead of being cut. */}
      <textarea
        readOnly
        rows={1}
        aria-labelledby={labelledBy}
        aria-busy={loading || undefined}
        value={value ?? ''}
        placeholder={loading ? MESSAGES.valueLoading : undefined}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-9 min-w-0 flex-1 resize-none rounded-md border border-border bg-code-bg px-3 py-[7px] font-mono text-sm leading-5 break-all [field-sizing:content] text-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
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
