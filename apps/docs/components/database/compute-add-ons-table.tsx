import { FactAsOf } from '@/components/fact-as-of';
import { TableHead } from '@/components/ui/table-head';
import { computeAddOns, computeAddOnsSource } from '@/data/compute-add-ons';

const numberFormat = new Intl.NumberFormat('en-US');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 5 });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const COLUMNS = [
  'Size',
  'Price per hour',
  'About per month',
  'Memory',
  'CPU',
  'Direct connections',
  'Pooler clients',
  'Recommended max. database size',
];

/** The compute sizes from data/compute-add-ons.ts as a table; `highlight` marks one row (e.g. "Large"). */
export function ComputeAddOnsTable({ highlight }: { highlight?: string }) {
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls and must be reachable by keyboard */}
      <div className="my-5 overflow-x-auto" tabIndex={0}>
        <table>
          <caption className="sr-only">
            Compute sizes with price, memory, CPU, connection limits and recommended database size
          </caption>
          <TableHead columns={COLUMNS} />
          <tbody>
            {computeAddOns.map((size) => (
              <tr
                key={size.name}
                data-highlight={size.name === highlight || undefined}
                className="data-highlight:font-semibold"
              >
                <th scope="row">{size.name}</th>
                <td>{usd.format(size.hourlyPriceUsd)}</td>
                <td>{usdWhole.format(size.monthlyPriceUsd)}</td>
                <td>
                  {size.memoryUpTo ? 'up to ' : ''}
                  {size.memoryGb} GB
                </td>
                <td>
                  {size.cpu} {size.dedicatedCpu ? '(dedicated)' : '(shared)'}
                </td>
                <td>{numberFormat.format(size.directConnections)}</td>
                <td>{numberFormat.format(size.poolerClients)}</td>
                <td>{size.recommendedMaxDbSize}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FactAsOf source={computeAddOnsSource} />
    </>
  );
}
