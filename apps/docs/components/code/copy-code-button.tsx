'use client';

import { CopyButton } from '@/components/ui/copy-button';
import { COPY_CODE_LABEL, codeTextFor } from '@/lib/copy/copy-code';
import { COPY_FEEDBACK_MS } from '@/lib/copy/copy-feedback';

/**
 * Copies the text of the code block it sits in (lib/copy/copy-code). In HTML that React does not hydrate (the
 * reference pages' sections), the same markup is driven by lib/reference/static-widgets through
 * `data-copy-code`.
 */
export function CopyCodeButton() {
  return (
    <CopyButton
      value={codeTextFor}
      feedbackMs={COPY_FEEDBACK_MS.code}
      label={COPY_CODE_LABEL}
      iconOnly
      data-copy-code=""
    />
  );
}
