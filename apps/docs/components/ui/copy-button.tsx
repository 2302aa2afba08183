'use client';

import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { copyAnnouncement, copyLabel } from '@/lib/copy/copy-feedback';
import { useCopyState, type WriteText } from '@/lib/copy/use-copy-state';
import { CopyButtonFace } from './copy-button-face';

export type CopyButtonProps = Omit<ComponentProps<'button'>, 'value' | 'onClick' | 'children'> & {
  /** The text to copy, or how to read it from the button when clicked (a code block's own code). */
  value: string | ((button: HTMLButtonElement) => string);
  /** How long "Copied" / "Failed to copy" stays (COPY_FEEDBACK_MS). */
  feedbackMs: number;
  /** The name while idle. */
  label?: string;
  /** Icon only: the name becomes the accessible name and the tooltip. */
  iconOnly?: boolean;
  /** Where the text goes; the system clipboard unless told (tests, or a page fetched into it). */
  write?: WriteText;
};

/**
 * The one copy button: copies, then names the result ("Copied" or "Failed to copy") for `feedbackMs`, with the
 * state in `data-state` (idle, copied, failed) for tests and styles. A status region next to it announces the
 * result once. An icon-only button has the `.copy-icon` look (app/components.css), a labelled one takes its look
 * from `className`. A click before it has hydrated is played again once it has (lib/loading/pending-clicks.ts).
 * The markup is also what lib/reference/static-widgets drives in HTML that React never hydrates.
 */
export function CopyButton({
  value,
  feedbackMs,
  label = 'Copy',
  iconOnly = false,
  write,
  className,
  type = 'button',
  ...props
}: CopyButtonProps) {
  const { status, copy } = useCopyState(feedbackMs, write);
  const name = copyLabel(status, label);
  return (
    <>
      <button
        type={type}
        data-state={status}
        aria-label={iconOnly ? name : undefined}
        title={iconOnly ? name : undefined}
        className={cn(iconOnly ? 'copy-icon' : 'data-[state=failed]:text-destructive', className)}
        onClick={(event) => copy(typeof value === 'string' ? value : value(event.currentTarget))}
        data-replay-click
        {...props}
      >
        <CopyButtonFace status={status} label={label} iconOnly={iconOnly} />
      </button>
      <span role="status" className="sr-only">
        {copyAnnouncement(status)}
      </span>
    </>
  );
}
