import type { ComponentType, ReactNode } from 'react';

/*
 * What a reader with JavaScript off sees where an on-demand widget stands. The build renders those widgets into
 * a hidden element that an inline script moves into place (React outlines their Suspense boundaries; README,
 * Known gaps), so without scripts the spot would be empty. Server components: no client code, and a browser
 * with scripts on ignores <noscript>.
 */

/**
 * A boxed note, shown only with JavaScript off. `indexed` marks content the search index should read as
 * part of the page (build/search-index.mjs unwraps it): data a widget renders only in the browser.
 */
export function NoScript({ children, indexed = false }: { children: ReactNode; indexed?: boolean }) {
  return (
    <noscript {...(indexed ? { 'data-pagefind-index': '' } : {})}>
      <div data-slot="no-script" className="not-prose my-4 rounded-lg border border-border p-4 text-sm">
        {children}
      </div>
    </noscript>
  );
}

/** A copy field's value as plain text; a hidden field's behind a native Reveal disclosure, still masked. */
export function NoScriptValue({
  label,
  value,
  masked = false,
}: {
  label: string;
  value: string;
  masked?: boolean;
}) {
  const shown = <code className="font-mono break-all">{value}</code>;
  return (
    <NoScript>
      {masked ? (
        <details>
          <summary className="cursor-pointer">
            <strong>{label}:</strong> Reveal
          </summary>
          <p className="mt-2">{shown}</p>
        </details>
      ) : (
        <p>
          <strong>{label}:</strong> {shown}
        </p>
      )}
    </NoScript>
  );
}

/** The sentence for a widget that cannot work without scripts. */
export function needsJavaScript(widget: string): string {
  return `${widget} needs JavaScript, which is off in this browser.`;
}

/** `Widget` with a note for readers without JavaScript in front of it. */
export function withNoScript<P extends object>(Widget: ComponentType<P>, note: ReactNode) {
  return function WidgetWithNoScript(props: P) {
    return (
      <>
        <NoScript>{note}</NoScript>
        <Widget {...props} />
      </>
    );
  };
}
