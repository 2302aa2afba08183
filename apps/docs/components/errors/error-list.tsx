import type { CSSProperties } from 'react';
import { InlineMarkup } from '@/components/auth/inline-markup';
import { Heading } from '@/components/mdx/heading';
import { ScrollBox } from '@/components/ui/scroll-box';
import { TableHead } from '@/components/ui/table-head';
import { WithWrapPoints } from '@/components/ui/wrap-points';
import { errorSections } from '@/data/errors';
import type { ErrorEntry, ErrorSection, ErrorSourceId } from '@/data/errors/schema';
import { guidesForError, troubleshootingHref } from '@/data/troubleshooting';
import { estimateEntryHeight, estimateTableHeight } from '@/lib/errors/entry-height';
import { ERROR_ATTRIBUTES, errorAttributes } from '@/lib/errors/error-index';
import { statusMarkup } from '@/lib/errors/status-text';
import { codeBreakPieces } from '@/lib/mdx/code-break-points';

/** The stand-in height the page's stylesheet gives a skipped entry or table (lib/errors/entry-height.ts). */
function standIn(px: number): CSSProperties {
  return { '--entry-h': `${px}px` } as CSSProperties;
}

/*
 * One section of the Errors reference (data/errors/), server-rendered: explained entries as headed articles
 * (`#<code>`), the rest of a long list (PostgreSQL's SQLSTATEs) as table rows with the same anchors. Every
 * entry carries the data attributes the "Paste an error" widget reads (lib/errors/error-index.ts).
 */
export function errorSection(id: ErrorSourceId): ErrorSection {
  const section = errorSections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`No error section "${id}"`);
  return section;
}

const isExplained = (entry: ErrorEntry) => entry.fix !== undefined;

function indexEntry(section: ErrorSection, entry: ErrorEntry) {
  return errorAttributes({
    anchor: entry.code,
    source: section.id,
    code: entry.code,
    title: entry.title,
    messages: entry.messages ?? [],
    status: entry.status,
  });
}

/** The troubleshooting guides about this error (data/troubleshooting.ts), which link back to the entry. */
function SeeAlso({ code }: { code: string }) {
  const guides = guidesForError(code);
  if (guides.length === 0) return null;
  return (
    <p>
      <strong>See also: </strong>
      {guides.map((guide, index) => (
        <span key={guide.slug}>
          {index > 0 ? ' · ' : null}
          <a href={troubleshootingHref(guide)}>{guide.title}</a>
        </span>
      ))}
    </p>
  );
}

function ErrorArticle({ section, entry }: { section: ErrorSection; entry: ErrorEntry }) {
  const status = statusMarkup(entry);
  const guideTitles = guidesForError(entry.code).map((guide) => guide.title);
  return (
    <article
      className="border-t border-border pt-2"
      style={standIn(estimateEntryHeight({ entry, status, guideTitles }))}
      {...indexEntry(section, entry)}
    >
      <Heading as="h3" id={entry.code}>
        <code>{entry.code}</code> <span className="font-normal">{entry.title}</span>
      </Heading>
      {status ? (
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          <InlineMarkup text={status} />
        </p>
      ) : null}
      <p {...{ [ERROR_ATTRIBUTES.meaning]: '' }}>
        <InlineMarkup text={entry.meaning} />
      </p>
      {entry.messages?.length ? (
        <p className="text-sm">
          <span className="text-muted-foreground">What you see: </span>
          {entry.messages.map((message, index) => (
            <span key={message}>
              {index > 0 ? ' · ' : null}
              <code>{message}</code>
            </span>
          ))}
        </p>
      ) : null}
      {entry.causes?.length ? (
        <>
          <p className="font-semibold">Usual causes</p>
          <ul>
            {entry.causes.map((cause) => (
              <li key={cause}>
                <InlineMarkup text={cause} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {entry.fix ? (
        <p>
          <strong>Fix: </strong>
          <span {...{ [ERROR_ATTRIBUTES.fix]: '' }}>
            <InlineMarkup text={entry.fix} />
          </span>
        </p>
      ) : null}
      <SeeAlso code={entry.code} />
      {entry.reproduce ? (
        <details>
          <summary>Reproduce it</summary>
          {/* Wrapped rather than scrolled: a phone shows the whole statement (copying keeps its text). */}
          <pre className="whitespace-pre-wrap [overflow-wrap:anywhere]">
            <code>{entry.reproduce}</code>
          </pre>
        </details>
      ) : null}
    </article>
  );
}

export function ErrorList({ source }: { source: ErrorSourceId }) {
  const section = errorSection(source);
  const explained = section.entries.filter(isExplained);
  const listed = section.entries.filter((entry) => !isExplained(entry));
  return (
    <div data-slot="error-list">
      <p>
        <InlineMarkup text={section.intro} />
      </p>
      {explained.map((entry) => (
        <ErrorArticle key={entry.code} section={section} entry={entry} />
      ))}
      {listed.length > 0 ? (
        <ScrollBox
          label={`Table: every ${section.title} code`}
          className="my-5"
          style={standIn(estimateTableHeight(listed))}
          data-error-table=""
        >
          <table>
            <TableHead columns={['Code', 'Name', 'Class']} />
            <tbody>
              {listed.map((entry) => (
                <tr key={entry.code} id={entry.code} {...indexEntry(section, entry)}>
                  <td>
                    <code>{entry.code}</code>
                  </td>
                  <td>
                    {/* A long name (`null_value_eliminated_in_set_function`) wraps after its `_` on a phone. */}
                    <WithWrapPoints pieces={codeBreakPieces(entry.title)} />
                  </td>
                  <td {...{ [ERROR_ATTRIBUTES.meaning]: '' }}>
                    <InlineMarkup text={entry.meaning} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      ) : null}
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
        Source: {section.origin.source}, checked {section.origin.asOf}.
      </p>
    </div>
  );
}
