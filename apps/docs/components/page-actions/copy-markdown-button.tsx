'use client';

import { CopyButton } from '@/components/ui/copy-button';
import { COPY_FEEDBACK_MS } from '@/lib/copy/copy-feedback';
import { copyMarkdownFrom } from '@/lib/copy/copy-markdown';

/** Copies the page's Markdown twin (`href`) to the clipboard, for pasting into an assistant or an editor. */
export function CopyMarkdownButton({ href }: { href: string }) {
  return (
    <CopyButton
      value={href}
      write={copyMarkdownFrom}
      feedbackMs={COPY_FEEDBACK_MS.code}
      label="Copy page as Markdown"
      className="page-action gap-2 px-3"
    />
  );
}
