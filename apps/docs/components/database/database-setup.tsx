import { CodeBlock } from '@/components/code/code-block';
import { DashboardLink } from '@/components/dashboard-link';
import { TableHead } from '@/components/ui/table-head';
import { connectionString, encodedCharacters, encodePassword } from '@/lib/database/connection-string';

/** A made-up password with the characters that break unencoded connection strings. */
const EXAMPLE_PASSWORD = 'Tr0ub@dor#3/x?';
const EXAMPLE = { user: 'postgres', host: 'db.<project-ref>.supabase.co', port: 5432, database: 'postgres' };

/**
 * The database part of project setup: where the password comes from, where the connection details live, and a
 * worked percent-encoding example computed at build time from the same function the tests check.
 */
export function DatabaseSetup() {
  const changed = encodedCharacters(EXAMPLE_PASSWORD);
  return (
    <section aria-labelledby="database-setup-heading" className="my-6 rounded-lg border border-border p-5">
      <h3 id="database-setup-heading" className="mt-0 text-base font-semibold">
        Your database connection
      </h3>
      <ol className="list-decimal space-y-2 pl-5">
        <li>
          When you create a project you choose the password of its <code>postgres</code> role. Generate a long
          one and keep it in a password manager: it is shown once and needed for direct connections and{' '}
          <code>supabase link</code>.
        </li>
        <li>
          Connection strings for direct connections and for the pooler are in the project&apos;s{' '}
          <DashboardLink to="databaseSettings">database settings</DashboardLink>, with a placeholder where the
          password goes.
        </li>
        <li>
          Insert the password <strong>percent-encoded</strong>. A connection string is a URL, so characters
          such as <code>@</code>, <code>#</code>, <code>/</code> and <code>?</code> would otherwise end the
          password early.
        </li>
      </ol>
      <p>
        For example, the password <code>{EXAMPLE_PASSWORD}</code> changes like this:
      </p>
      <table>
        <TableHead columns={['Character', 'Becomes']} />
        <tbody>
          {changed.map(({ char, encoded }) => (
            <tr key={char}>
              <td>
                <code>{char}</code>
              </td>
              <td>
                <code>{encoded}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        so it is written <code>{encodePassword(EXAMPLE_PASSWORD)}</code>, and the connection string becomes:
      </p>
      <CodeBlock className="px-4">
        <code>{connectionString({ ...EXAMPLE, password: EXAMPLE_PASSWORD })}</code>
      </CodeBlock>
    </section>
  );
}
