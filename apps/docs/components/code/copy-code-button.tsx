'use client';

import { useRef } from 'react';
import { CheckIcon as Check, CopyIcon as Copy } from '@/components/icons';
import {
  CODE_COPY_FEEDBACK_MS,
  codeTextFor,
  copyCodeAnnouncement,
  copyCodeLabel,
} from '@/lib/copy/copy-code';
import { useCopyState } from '@/lib/copy/use-copy-state';

/**
 * Copies the text of the code block it sits in (lib/copy/copy-code). In HTML that React does not hydrate (the CLI
 * reference's sections), the same markup is driven by lib/cli/static-widgets through `data-copy-code`.
 */
export function CopyCodeButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const { status: state, copy } = useCopyState(CODE_COPY_FEEDBACK_MS);
  const label = copyCodeLabel(state);
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      data-state={state}
      data-copy-code=""
      onClick={() => copy(ref.current ? codeTextFor(ref.current) : '')}
      className="code-copy"
    >
      {state === 'copied' ? (
        <Check aria-hidden className="size-4" />
      ) : (
        <Copy aria-hidden className="size-4" />
      )}
      <span className="sr-only" aria-live="polite">
        {copyCodeAnnouncement(state)}
      </span>
    </button>
  );
}
