'use client';

import { useRef } from 'react';
import { useCopyState } from '@/lib/use-copy-state';
import { CheckIcon as Check, CopyIcon as Copy } from './icons';

const CODE_COPY_FEEDBACK_MS = 2000;

/**
 * Copies the text of the code block it sits in. It reads the rendered <code> element so the clipboard gets
 * exactly what the reader sees, line breaks included and no added indentation.
 */
export function CopyCodeButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const { status: state, copy } = useCopyState(CODE_COPY_FEEDBACK_MS);
  const label = state === 'copied' ? 'Copied' : state === 'failed' ? 'Failed to copy' : 'Copy code';
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      data-state={state}
      onClick={() => {
        const code = ref.current?.closest('figure')?.querySelector('pre code');
        copy(code?.textContent ?? '');
      }}
      className="inline-flex size-8 items-center justify-center rounded-md border border-border bg-background text-muted-foreground hover:text-foreground"
    >
      {state === 'copied' ? (
        <Check aria-hidden className="size-4" />
      ) : (
        <Copy aria-hidden className="size-4" />
      )}
      <span className="sr-only" aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Failed to copy' : ''}
      </span>
    </button>
  );
}
