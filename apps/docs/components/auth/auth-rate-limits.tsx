import { ScrollBox } from '@/components/ui/scroll-box';
import { TableHead } from '@/components/ui/table-head';
import { type AuthRateLimitRow, authRateLimitRows } from '@/data/auth-rate-limits';

const COLUMNS = ['Endpoint', 'What is limited', 'Limit', 'Counted per'] as const;

/** Footnotes are numbered in row order; each row with one gets the next number. */
function numberFootnotes(rows: readonly AuthRateLimitRow[]) {
  let next = 0;
  return rows.map((row) => ({ row, note: row.footnote ? { ...row.footnote, number: ++next } : undefined }));
}

/**
 * The platform's default auth rate limits as a table, from packages/platform-facts (the numbers the local
 * platform service enforces). Server-rendered: no client code.
 */
export function AuthRateLimits() {
  const rows = numberFootnotes(authRateLimitRows());
  const notes = rows.flatMap(({ note }) => (note ? [note] : []));
  return (
    <div className="my-5">
      <ScrollBox label={`Table: ${COLUMNS.join(', ')}`}>
        <table data-auth-rate-limits="" className="stack-table">
          <caption className="sr-only">Auth rate limits by endpoint</caption>
          <TableHead columns={COLUMNS} />
          <tbody>
            {rows.map(({ row, note }) => (
              <tr key={row.id} data-limit={row.id}>
                <th scope="row" className="font-normal">
                  {row.endpoints.map((endpoint, index) => (
                    <span key={endpoint}>
                      {index > 0 ? ', ' : null}
                      <code>{endpoint}</code>
                      {note?.endpoint === endpoint ? (
                        // A note marker, not a word: the search index would glue it to the path ("user1").
                        <sup data-pagefind-ignore>
                          <a href={`#auth-rate-limit-note-${note.number}`} aria-label={`note ${note.number}`}>
                            {note.number}
                          </a>
                        </sup>
                      ) : null}
                    </span>
                  ))}
                </th>
                <td data-label={COLUMNS[1]}>{row.limited}</td>
                <td data-label={COLUMNS[2]}>{row.limit}</td>
                <td data-label={COLUMNS[3]}>{row.countedPer}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <ol className="mt-2 text-sm" aria-label="Notes on the rate limits">
        {notes.map((note) => (
          <li key={note.number} id={`auth-rate-limit-note-${note.number}`} value={note.number}>
            {note.text}
          </li>
        ))}
      </ol>
    </div>
  );
}
