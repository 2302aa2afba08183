'use client';

import { clsx } from 'clsx';
import { memo } from 'react';
import { highlightHttp } from '@/lib/sql-to-rest/highlight-http';
import { highlightJs } from '@/lib/sql-to-rest/highlight-js';
import { highlightShell } from '@/lib/sql-to-rest/highlight-shell';
import { splitHostText } from '@/lib/sql-to-rest/host-segments';
import type { Token } from '@/lib/sql-to-rest/tokens';
import type { Language } from '@/lib/sql-to-rest/widget-state';
import { TOKEN_CLASS } from './code-colors';

const highlighters: Record<Language, (text: string) => Token[]> = {
  curl: highlightShell,
  http: highlightHttp,
  js: highlightJs,
};

export type CodeOutputProps = {
  language: Language;
  text: string;
  hostTexts: string[];
  /** Called with the clicked host button; opens the base-URL dialog. */
  onHostClick: (button: HTMLButtonElement) => void;
};

/** One highlighted output. Host text is a button that opens the base-URL dialog. */
export const CodeOutput = memo(function CodeOutput({
  language,
  text,
  hostTexts,
  onHostClick,
}: CodeOutputProps) {
  const segments = splitHostText(highlighters[language](text), hostTexts);
  return (
    <pre
      // Scrollable regions must be reachable by keyboard; the tab panel around it gives it a name.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the output scrolls when it is long
      tabIndex={0}
      // Long lines (the HTTP request line, long filters) wrap instead of hiding past the right edge.
      className="min-h-0 overflow-auto px-4 py-3 font-mono text-[13px] leading-6 whitespace-pre-wrap [overflow-wrap:anywhere]"
    >
      <code data-language={language} className="block">
        {segments.map((segment, index) => {
          const pieces = segment.tokens.map((token, at) => (
            <span key={at} className={TOKEN_CLASS[token.kind]}>
              {token.text}
            </span>
          ));
          return segment.host ? (
            <button
              key={index}
              type="button"
              aria-haspopup="dialog"
              title="Change the base URL"
              data-slot="host-text"
              onClick={(event) => onHostClick(event.currentTarget)}
              className={clsx(
                'cursor-pointer rounded-sm underline decoration-dotted underline-offset-4',
                'hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              )}
            >
              {pieces}
            </button>
          ) : (
            <span key={index}>{pieces}</span>
          );
        })}
      </code>
    </pre>
  );
}, sameOutput);

/** Re-highlight only when the output itself changed (the panels are rebuilt on every keystroke). */
function sameOutput(a: CodeOutputProps, b: CodeOutputProps): boolean {
  return (
    a.language === b.language &&
    a.text === b.text &&
    a.onHostClick === b.onHostClick &&
    a.hostTexts.length === b.hostTexts.length &&
    a.hostTexts.every((host, index) => host === b.hostTexts[index])
  );
}
