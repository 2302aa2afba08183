import { runSqlMessages as m, sqlstateHref } from '@/lib/run-sql/messages';
import type { RunResult } from '@/lib/run-sql/protocol';

/** A run's outcome: a table with a caption, column names and types; "N rows affected"; or Postgres's error. */
export function RunSqlResult({ result, ranAs }: { result: RunResult; ranAs: string }) {
  const meta = `${m.asRole(ranAs)}, ${m.took(result.ms)}`;
  if (result.kind === 'error') {
    return (
      <div className="rounded-md border border-destructive/60 p-3 text-sm" data-run-sql-error="">
        <p className="font-medium">{m.errorTitle}</p>
        <p className="mt-1 whitespace-pre-wrap font-mono">{result.message}</p>
        {result.detail ? <p className="mt-1 whitespace-pre-wrap">{result.detail}</p> : null}
        {result.hint ? <p className="mt-1 whitespace-pre-wrap">{result.hint}</p> : null}
        {result.code ? (
          <p className="mt-1">
            {m.sqlstate}{' '}
            <a className="font-mono underline underline-offset-2" href={sqlstateHref(result.code)}>
              {result.code}
            </a>{' '}
            <span className="text-muted-foreground">({m.sqlstateLink(result.code)})</span>
          </p>
        ) : null}
        <p className="mt-1 text-muted-foreground">{meta}</p>
      </div>
    );
  }
  if (result.kind === 'affected') {
    return (
      <p className="text-sm">
        {m.affected(result.count)} <span className="text-muted-foreground">({meta})</span>
      </p>
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide result scrolls sideways, which needs focus
    <div className="max-h-96 overflow-auto rounded-md border border-border" tabIndex={0}>
      <table className="w-full border-collapse text-left font-mono text-xs">
        <caption className="caption-top px-2 py-1 text-left font-sans text-sm">
          {m.tableCaption(result.rows.length, result.total)}{' '}
          <span className="text-muted-foreground">({meta})</span>
        </caption>
        <thead>
          <tr>
            {result.columns.map((column, index) => (
              // Two columns may share a name (`select 1 as a, 2 as a`), so their place is their key.
              <th key={index} scope="col" className="border-b border-border px-2 py-1 align-bottom">
                <span className="block">{column.name}</span>
                <span className="block font-normal text-muted-foreground">{column.type}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-border last:border-0">
              {row.map((value, index) => (
                <td key={index} className="whitespace-pre px-2 py-1 align-top">
                  {value === null ? <span className="text-muted-foreground">null</span> : value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
