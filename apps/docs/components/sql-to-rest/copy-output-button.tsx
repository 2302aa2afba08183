'use client';

import { CopyButton } from '@/components/ui/copy-button';
import { COPY_FEEDBACK_MS } from '@/lib/copy/copy-feedback';

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
  return (
    <CopyButton
      value={text}
      feedbackMs={COPY_FEEDBACK_MS.widget}
      label={`Copy ${label}`}
      iconOnly
      disabled={disabled}
      className="disabled:opacity-50"
    />
  );
}
