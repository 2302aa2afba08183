import { FactAsOf } from '@/components/fact-as-of';
import { ScrollBox } from '@/components/ui/scroll-box';
import { TableHead } from '@/components/ui/table-head';
import { functionEnv, functionEnvSource } from '@/data/function-env';

const COLUMNS = ['Variable', 'What it is', 'Where'];

/** The variables every Edge Function gets, from data/function-env.ts. */
export function FunctionEnvTable() {
  return (
    <>
      <ScrollBox label="Table: environment variables every Edge Function has" className="my-5">
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
      </ScrollBox>
      <FactAsOf source={functionEnvSource} />
    </>
  );
}
