import { type ReactNode, useId } from 'react';
import { VARIABLE_TITLES } from '@/lib/api-settings/messages';
import type { ApiVariable } from '@/lib/api-settings/variables';

export type HeadingLevel = 2 | 3 | 4;

/** The widget's anchor: "Log in" brings the reader back to it, not to the page's top (issue #26). */
export function widgetAnchor(variable: ApiVariable): string {
  return `api-settings-${variable}`;
}

export type ApiSettingsFrameProps = {
  variable: ApiVariable;
  headingLevel: HeadingLevel;
  /**
   * The selector state (lib/api-settings/selector-state.ts), or the placeholder's `loading`/`failed`; for
   * tests and styles.
   */
  state: string;
  /** Shown at the right of the heading (the sign-out button). */
  action?: ReactNode;
  /** The body, given the heading's id (the heading names the value field). */
  children: (headingId: string) => ReactNode;
};

/**
 * The widget's box, for every state: a labelled region with the heading and a body of fixed height. The
 * placeholder in the page, the signed-out prompt, the loaded widget and the fallback all use it, and every
 * state fits the same body, so nothing below moves when the widget loads or the reader signs in.
 */
export function ApiSettingsFrame({ variable, headingLevel, state, action, children }: ApiSettingsFrameProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      id={widgetAnchor(variable)}
      aria-labelledby={headingId}
      data-slot="api-settings"
      data-state={state}
      data-pagefind-ignore
      className="not-prose my-6 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex h-8 items-center justify-between gap-2">
        <Heading id={headingId} className="text-base font-semibold">
          {VARIABLE_TITLES[variable]}
        </Heading>
        {action}
      </div>
      {/* Two rows: the selectors (label + control, 62px) and the value (a box of VALUE_LINES lines, 76px). */}
      <div className="mt-2 flex h-[150px] flex-col justify-between gap-3">{children(headingId)}</div>
    </section>
  );
}
