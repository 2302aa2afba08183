import { PASTE_ERROR_MESSAGES as M } from '@platform/docs-core/errors/messages';
import type { ChangeEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type PasteErrorFieldProps = {
  id: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** Before the widget's code has loaded: the same box, not yet usable. */
  disabled?: boolean;
  /** The results, under the text area. */
  children?: ReactNode;
  className?: string;
};

/**
 * The "Paste an error" box: label, hint and text area. The widget and its stand-in (shown in the page's first
 * paint, before the widget's HTML is put in place) both draw it, so the entries below never move.
 */
export function PasteErrorField({
  id,
  value,
  onChange,
  disabled,
  children,
  className,
}: PasteErrorFieldProps) {
  return (
    <section
      aria-labelledby={`${id}-label`}
      className={cn('not-prose my-6', className)}
      data-slot="paste-error"
    >
      <label id={`${id}-label`} htmlFor={`${id}-paste`} className="text-sm font-medium">
        {M.label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
        {M.hint}
      </p>
      <textarea
        id={`${id}-paste`}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={onChange}
        disabled={disabled}
        rows={6}
        spellCheck={false}
        placeholder={M.placeholder}
        className="mt-2 w-full rounded-md border border-border bg-background p-3 font-mono text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      />
      {children}
    </section>
  );
}

/** The box as it stands before the widget's code has run; without scripts, the page's note says why it is missing. */
export function PasteErrorStandIn() {
  return <PasteErrorField id="paste-error-stand-in" disabled className="[@media(scripting:none)]:hidden" />;
}
