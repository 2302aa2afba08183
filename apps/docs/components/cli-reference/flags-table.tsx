import { InlineProse } from '@/components/reference';
import type { CliFlag } from '@/data/cli/cli-schema';
import { flagAnchorId, hasValueSets, toFlagRow } from '@/lib/cli/flag-model';
import { ScrollBox } from '../ui/scroll-box';

function ValueList({ values }: { values: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1">
      {values.map((value) => (
        <li key={value}>
          <code>{value}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * Flags of a command (or the global flags) as a table: name and description, type, default, whether it is
 * required (blank when optional), and the values it accepts (a column only when some flag has a set of values).
 * Column headers, types and placeholders stay out of the search index, whose excerpts would read them as words.
 */
export function FlagsTable({
  flags,
  caption,
  anchorScope,
}: {
  flags: CliFlag[];
  caption: string;
  /** The command id (or `global-flags`) that prefixes each row's anchor (lib/cli/flag-model). */
  anchorScope: string;
}) {
  const rows = flags.map(toFlagRow);
  const showValues = hasValueSets(rows);
  return (
    // Below 40rem the rows stack (app/components.css), so the Default column is never off-screen. From there the
    // table is at least 37rem wide, which the text column of a 40rem window holds, so it only scrolls sideways
    // (in a labelled, focusable box with edge shadows) when its values are wider than the column.
    <ScrollBox label={caption} className="my-4">
      <table className="stack-table min-w-[37rem]">
        <caption className="sr-only" data-pagefind-ignore>
          {caption}
        </caption>
        <thead data-pagefind-ignore>
          <tr>
            <th scope="col">Flag</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Required</th>
            {showValues ? <th scope="col">Accepted values</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const anchor = flagAnchorId(anchorScope, row.long);
            return (
              <tr key={row.id} id={anchor} data-flag={row.long} className="flag-row">
                <th scope="row">
                  {/* The flag's name links to its row, so a reader can share it (styled in app/components.css). */}
                  <a href={`#${anchor}`} className="flag-link">
                    <code>
                      {row.short ? `${row.short}, ` : ''}
                      {row.long}
                    </code>
                  </a>
                  <p>
                    <InlineProse text={row.description} />
                  </p>
                </th>
                <td data-pagefind-ignore>
                  <code>{row.type.label}</code>
                </td>
                <td>
                  {row.defaultValue === null ? (
                    <span className="text-muted-foreground" data-pagefind-ignore>
                      none
                    </span>
                  ) : (
                    <code>{row.defaultValue}</code>
                  )}
                </td>
                <td data-pagefind-ignore>
                  {row.required ? (
                    <span data-required className="font-medium text-foreground">
                      Required
                    </span>
                  ) : null}
                </td>
                {showValues ? (
                  <td>
                    {row.acceptedValues.length > 0 ? <ValueList values={row.acceptedValues} /> : null}
                    {row.suggestedValues.length > 0 ? (
                      <>
                        <span className="text-xs text-muted-foreground">Suggested:</span>
                        <ValueList values={row.suggestedValues} />
                      </>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollBox>
  );
}
