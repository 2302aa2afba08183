'use client';

import { CheckIcon as Check, CopyIcon as Copy } from '@/components/icons';
import { copyMarkdownFrom } from '@/lib/copy/copy-markdown';
import { useCopyState } from '@/lib/copy/use-copy-state';

const FEEDBACK_MS = 2000;

/** Copies the page's Markdown twin (`href`) to the clipboard, for pasting into an assistant or an editor. */
export function CopyMarkdownButton({ href }: { href: string }) {
  const { status, copy } = useCopyState(FEEDBACK_MS, copyMarkdownFrom);
  const label =
    status === 'copied' ? 'Copied' : status === 'failed' ? 'Failed to copy' : 'Copy page as Markdown';
  return (
    <button
      type="button"
      data-state={status}
      onClick={() => copy(href)}
      className="inline-flex h-8 items-center gap-2 rounded-md border border-border bg-background px-3 text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {status === 'copied' ? (
        <Check aria-hidden className="size-4" />
      ) : (
        <Copy aria-hidden className="size-4" />
      )}
      <span aria-live="polite">{label}</span>
    </button>
  );
}
