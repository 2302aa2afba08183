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
      className="inline-flex h-8 items-center gap-2 rounded-md border border-border bg-background px-3 text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    />
  );
}
