import { computeAddOns } from '@/data/compute-add-ons';

const numberFormat = new Intl.NumberFormat('en-US');

/** The compute sizes from data/compute-add-ons.ts as a table; `highlight` marks one row (e.g. "Large"). */
export function ComputeAddOnsTable({ highlight }: { highlight?: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls and must be reachable by keyboard
    <div className="my-5 overflow-x-auto" tabIndex={0}>
      <table>
        <caption className="sr-only">Compute sizes with memory, CPU and connection limits</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Memory</th>
            <th scope="col">CPU</th>
            <th scope="col">Direct connections</th>
            <th scope="col">Pooler clients</th>
          </tr>
        </thead>
        <tbody>
          {computeAddOns.map((size) => (
            <tr
              key={size.name}
              data-highlight={size.name === highlight || undefined}
              className="data-highlight:font-semibold"
            >
              <th scope="row">{size.name}</th>
              <td>{size.memoryGb} GB</td>
              <td>
                {size.cpu} {size.dedicatedCpu ? '(dedicated)' : '(shared)'}
              </td>
              <td>{numberFormat.format(size.directConnections)}</td>
              <td>{numberFormat.format(size.poolerClients)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
