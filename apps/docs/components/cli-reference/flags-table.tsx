import type { CliFlag } from '@/data/cli/cli-schema';
import { toFlagRow } from '@/lib/cli/flag-model';
import { cn } from '@/lib/cn';
import { ScrollBox } from '../ui/scroll-box';
import { CliInlineProse } from './cli-prose';

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

/** Flags of a command (or the global flags) as a table: name and description, type, default, requirement, values. */
export function FlagsTable({ flags, caption }: { flags: CliFlag[]; caption: string }) {
  const rows = flags.map(toFlagRow);
  return (
    // On narrow screens the table scrolls sideways inside a labelled, focusable box with edge shadows.
    <ScrollBox label={caption} className="my-4">
      <table className="min-w-[40rem]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Flag</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Required</th>
            <th scope="col">Accepted values</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-flag={row.long}>
              <th scope="row" className="w-[45%] font-normal">
                <code className="whitespace-nowrap font-semibold">
                  {row.short ? `${row.short}, ` : ''}
                  {row.long}
                </code>
                <p className="mt-1 mb-0 text-muted-foreground">
                  <CliInlineProse text={row.description} />
                </p>
              </th>
              <td>
                <code>{row.type.label}</code>
              </td>
              <td>
                {row.defaultValue === null ? (
                  <span className="text-muted-foreground">none</span>
                ) : (
                  <code>{row.defaultValue}</code>
                )}
              </td>
              <td>
                <span
                  data-requirement={row.requirement.toLowerCase()}
                  className={cn(
                    row.requirement === 'Required' ? 'font-medium text-foreground' : 'text-muted-foreground',
                  )}
                >
                  {row.requirement}
                </span>
              </td>
              <td>
                {row.acceptedValues.length > 0 ? <ValueList values={row.acceptedValues} /> : null}
                {row.suggestedValues.length > 0 ? (
                  <>
                    <span className="text-xs text-muted-foreground">Suggested:</span>
                    <ValueList values={row.suggestedValues} />
                  </>
                ) : null}
                {row.acceptedValues.length === 0 && row.suggestedValues.length === 0 ? (
                  <span className="text-muted-foreground">any</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
