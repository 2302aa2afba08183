import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { COMBOBOX_TRIGGER_CLASS } from '@/components/ui/combobox-trigger';
import { CHOOSER_MESSAGES } from '@/lib/code-values/messages';

/** The chooser's anchor: "Log in" brings the reader back here, not to the page's top. */
export const CHOOSER_ANCHOR = 'code-samples';

export type ChooserFrameProps = {
  /** `static` (no code yet), `signed-out`, `loading`, `project`, `local`, `placeholders`, `error`. */
  state: string;
  /** The combobox (its label is "Code samples use:"). */
  control: ReactNode;
  /** One line beside it: where the values come from, the Log in button, or why values are missing. */
  aside?: ReactNode;
};

/**
 * The compact chooser for every state, filling the box the server part reserves (code-values-chooser.tsx), so
 * nothing below moves when its code loads, the reader signs in or a failure is explained. The line beside the
 * combobox has two lines of room; on a phone it goes under the combobox, across the column, so no sentence or
 * button is cut.
 */
export function ChooserFrame({ state, control, aside }: ChooserFrameProps) {
  return (
    <div
      data-slot="code-values-frame"
      data-state={state}
      className="flex h-full flex-col sm:flex-row sm:items-end sm:gap-3"
    >
      <div className="w-full shrink-0 sm:w-64 sm:max-w-[60%]">{control}</div>
      <div className="flex h-9 min-w-0 flex-1 items-center overflow-hidden text-sm leading-4 text-muted-foreground">
        {aside}
      </div>
    </div>
  );
}

/** The combobox as static markup (before its code loads): the same label and trigger, disabled. */
export function StaticChooserControl({ text }: { text: string }) {
  return (
    <div data-slot="combobox" className="flex min-w-0 flex-col gap-1.5">
      <span id="code-samples-label" className="text-sm font-medium">
        {CHOOSER_MESSAGES.label}
      </span>
      <button
        type="button"
        role="combobox"
        aria-labelledby="code-samples-label"
        aria-expanded={false}
        disabled
        className={COMBOBOX_TRIGGER_CLASS}
      >
        <span className="truncate">{text}</span>
        <ChevronDownIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </button>
    </div>
  );
}
