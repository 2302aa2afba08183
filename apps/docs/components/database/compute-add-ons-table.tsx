import { FactAsOf } from '@/components/fact-as-of';
import { ScrollBox } from '@/components/ui/scroll-box';
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
      <ScrollBox
        label="Table: compute sizes with price, memory, CPU, connection limits and recommended database size"
        className="my-5"
      >
        <table className="stack-table">
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
                <td data-label={COLUMNS[1]}>{usd.format(size.hourlyPriceUsd)}</td>
                <td data-label={COLUMNS[2]}>{usdWhole.format(size.monthlyPriceUsd)}</td>
                <td data-label={COLUMNS[3]}>
                  {size.memoryUpTo ? 'up to ' : ''}
                  {size.memoryGb} GB
                </td>
                <td data-label={COLUMNS[4]}>
                  {size.cpu} {size.dedicatedCpu ? '(dedicated)' : '(shared)'}
                </td>
                <td data-label={COLUMNS[5]}>{numberFormat.format(size.directConnections)}</td>
                <td data-label={COLUMNS[6]}>{numberFormat.format(size.poolerClients)}</td>
                <td data-label={COLUMNS[7]}>{size.recommendedMaxDbSize}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <FactAsOf source={computeAddOnsSource} />
    </>
  );
}
