import { InlineMarkup } from '@/components/auth/inline-markup';
import { FactAsOf } from '@/components/fact-as-of';
import { ScrollBox } from '@/components/ui/scroll-box';
import { TableHead } from '@/components/ui/table-head';
import {
  FUNCTIONS_LIMIT_GROUPS,
  functionsLimits,
  functionsLimitsSource,
  functionsLimitText,
} from '@/data/functions-limits';

/** One group of Edge Functions limits (runtime, platform or secrets) from data/functions-limits.ts; no client code. */
export function FunctionsLimitsTable({ group }: { group: (typeof FUNCTIONS_LIMIT_GROUPS)[number]['id'] }) {
  const title = FUNCTIONS_LIMIT_GROUPS.find((candidate) => candidate.id === group)?.title ?? group;
  return (
    <>
      <ScrollBox label={`Table: Edge Functions limits, ${title.toLowerCase()}`} className="my-5">
        <table className="stack-table">
          <caption className="sr-only">Edge Functions limits: {title.toLowerCase()}</caption>
          <TableHead columns={['Limit', 'Value', 'What it means']} />
          <tbody>
            {functionsLimits
              .filter((limit) => limit.group === group)
              .map((limit) => (
                <tr key={limit.id}>
                  <th scope="row">{limit.label}</th>
                  <td data-label="Value">{functionsLimitText(limit)}</td>
                  <td data-label="What it means">
                    <InlineMarkup text={limit.note} />
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </ScrollBox>
      <FactAsOf source={functionsLimitsSource} />
    </>
  );
}
