import { REALTIME_LIMIT_IDS, realtimeLimitLabels, realtimePlans } from '@/data/realtime-limits';

const numberFormat = new Intl.NumberFormat('en-US');

/** Every Realtime limit by plan, from data/realtime-limits.ts (server-rendered, no client code). */
export function RealtimeLimitsTable() {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls and must be reachable by keyboard
    <div className="my-5 overflow-x-auto" tabIndex={0}>
      <table>
        <caption className="sr-only">Realtime limits by plan</caption>
        <thead>
          <tr>
            <th scope="col">Limit</th>
            {realtimePlans.map((plan) => (
              <th key={plan.id} scope="col">
                {plan.name}
              </th>
            ))}
            <th scope="col">Enterprise</th>
          </tr>
        </thead>
        <tbody>
          {REALTIME_LIMIT_IDS.map((id) => (
            <tr key={id}>
              <th scope="row">
                {realtimeLimitLabels[id].label} ({realtimeLimitLabels[id].unit})
              </th>
              {realtimePlans.map((plan) => (
                <td key={plan.id}>{numberFormat.format(plan.limits[id])}</td>
              ))}
              <td>Custom</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
