import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4;

export type ApiSettingsFrameProps = {
  title: string;
  headingId: string;
  headingLevel: HeadingLevel;
  /** The selector state (spec §4), for tests and styles. */
  state: string;
  /** Shown at the right of the heading (the sign-out button). */
  action?: ReactNode;
  children: ReactNode;
};

/**
 * The widget's box: a labelled region with the heading and a body of fixed height. The placeholder shown
 * before the code loads uses the same box, and every state fits the same body, so nothing below moves when
 * the widget loads or the reader signs in.
 */
export function ApiSettingsFrame({
  title,
  headingId,
  headingLevel,
  state,
  action,
  children,
}: ApiSettingsFrameProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="api-settings"
      data-state={state}
      data-pagefind-ignore
      className="not-prose my-6 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex h-8 items-center justify-between gap-2">
        <Heading id={headingId} className="text-base font-semibold">
          {title}
        </Heading>
        {action}
      </div>
      {/* Two rows: the selectors (label + control) and the value (field + copy button). */}
      <div className="mt-2 flex h-[110px] flex-col justify-between gap-3">{children}</div>
    </section>
  );
}
