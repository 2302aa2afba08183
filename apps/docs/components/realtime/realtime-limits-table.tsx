import { FactAsOf } from '@/components/fact-as-of';
import { ScrollBox } from '@/components/ui/scroll-box';
import { TableHead } from '@/components/ui/table-head';
import {
  REALTIME_LIMIT_IDS,
  realtimeLimitLabels,
  realtimeLimitsSource,
  realtimePlans,
} from '@/data/realtime-limits';

const numberFormat = new Intl.NumberFormat('en-US');

/** Every Realtime limit by plan (rows stack on a phone, app/components.css), from data/realtime-limits.ts (server-rendered, no client code). */
export function RealtimeLimitsTable() {
  return (
    <>
      <ScrollBox label="Table: Realtime limits by plan" className="my-5">
        <table className="stack-table">
          <caption className="sr-only">Realtime limits by plan</caption>
          <TableHead columns={['Limit', ...realtimePlans.map((plan) => plan.name), 'Enterprise']} />
          <tbody>
            {REALTIME_LIMIT_IDS.map((id) => (
              <tr key={id}>
                <th scope="row">
                  {realtimeLimitLabels[id].label} ({realtimeLimitLabels[id].unit})
                </th>
                {realtimePlans.map((plan) => (
                  <td key={plan.id} data-label={plan.name}>
                    {numberFormat.format(plan.limits[id])}
                  </td>
                ))}
                <td data-label="Enterprise">Custom</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <FactAsOf source={realtimeLimitsSource} />
    </>
  );
}
