import type { ReactNode } from 'react';
import { highlightHttp } from '@/lib/sql-to-rest/highlight-http';
import { highlightJs } from '@/lib/sql-to-rest/highlight-js';
import { highlightShell } from '@/lib/sql-to-rest/highlight-shell';
import { splitHostText } from '@/lib/sql-to-rest/host-segments';
import { jsMethodLinker } from '@/lib/sql-to-rest/js-method-links';
import type { Token } from '@/lib/sql-to-rest/tokens';
import type { Language } from '@/lib/sql-to-rest/widget-state';
import { TOKEN_CLASS } from './code-colors';

/*
 * The markup of one highlighted output, shared by the widget (a client component) and the build-time render
 * of the starting query (a server component), so both look exactly alike.
 */

const highlighters: Record<Language, (text: string) => Token[]> = {
  curl: highlightShell,
  http: highlightHttp,
  js: highlightJs,
};

/** The dotted underline that marks the API host. */
export const HOST_TEXT_CLASS = 'rounded-sm underline decoration-dotted underline-offset-4';

export type OutputCodeProps = {
  language: Language;
  text: string;
  hostTexts: string[];
  /** Wraps the tokens of a host segment (a button in the widget, plain text at build time). */
  renderHost: (pieces: ReactNode, key: number) => ReactNode;
};

export function OutputCode({ language, text, hostTexts, renderHost }: OutputCodeProps) {
  const segments = splitHostText(highlighters[language](text), hostTexts);
  // In the supabase-js output each method call links to its entry in the JavaScript reference.
  const linkFor = language === 'js' ? jsMethodLinker() : () => null;
  return (
    <pre
      // Scrollable regions must be reachable by keyboard; the tab panel around it gives it a name.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the output scrolls when it is long
      tabIndex={0}
      // Lines stay whole, as in every code block: a long URL or filter scrolls sideways under the scroll cue
      // instead of breaking inside a name.
      className="scroll-cue min-h-0 overflow-auto px-4 py-3 font-mono text-[13px] leading-6 whitespace-pre [--cue-bg:var(--code-bg)]"
    >
      <code data-language={language} className="block">
        {segments.map((segment, index) => {
          const pieces = segment.tokens.map((token, at) => {
            const href = linkFor(token);
            return href ? (
              <a
                key={at}
                href={href}
                aria-label={`${token.text}() in the JavaScript reference`}
                className={`${TOKEN_CLASS[token.kind] ?? ''} underline decoration-dotted underline-offset-2 hover:decoration-solid`}
              >
                {token.text}
              </a>
            ) : (
              <span key={at} className={TOKEN_CLASS[token.kind]}>
                {token.text}
              </span>
            );
          });
          return segment.host ? renderHost(pieces, index) : <span key={index}>{pieces}</span>;
        })}
      </code>
    </pre>
  );
}
