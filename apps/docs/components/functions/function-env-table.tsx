import { FactAsOf } from '@/components/fact-as-of';
import { TableHead } from '@/components/ui/table-head';
import { functionEnv, functionEnvSource } from '@/data/function-env';

const COLUMNS = ['Variable', 'What it is', 'Where'];

/** The variables every Edge Function gets, from data/function-env.ts. */
export function FunctionEnvTable() {
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls and must be reachable by keyboard */}
      <div className="my-5 overflow-x-auto" tabIndex={0}>
        <table className="stack-table">
          <caption className="sr-only">Environment variables every Edge Function has</caption>
          <TableHead columns={COLUMNS} />
          <tbody>
            {functionEnv.map((variable) => (
              <tr key={variable.name}>
                <th scope="row">
                  <code>{variable.name}</code>
                </th>
                <td data-label={COLUMNS[1]}>{variable.description}</td>
                <td data-label={COLUMNS[2]}>
                  {variable.where === 'all' ? 'locally and hosted' : 'hosted only'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FactAsOf source={functionEnvSource} />
    </>
  );
}
