import { initParser } from 'sql-to-rest';
import { SqlToRestIsland } from '@/components/mdx/lazy-widgets';
import { NoScript, needsJavaScript } from '@/components/mdx/no-script';
import { formatSql } from '@/lib/sql-to-rest/format-sql';
import { type PortableOutcome, translatePortable } from '@/lib/sql-to-rest/translate-sql';
import { initialWidgetState } from '@/lib/sql-to-rest/widget-state';
import { siteConfig } from '@/site.config';
import { DEFAULT_SQL } from './default-sql';
import { StaticOutputs } from './static-outputs';

export type SqlToRestProps = {
  /** The SQL the editor starts with; formatted once when the page is built and again when the editor mounts. */
  sql?: string;
  /** Where the generated requests point at first; the reader can change it by clicking the host. */
  baseUrl?: string;
};

/**
 * `<SqlToRest />` in MDX: the SQL-to-REST translator. This server part formats the starting SQL and translates
 * it when the page is built (the translator runs in Node), so the page shows the SQL exactly as the editor
 * will and the outputs for it before any of the widget's code has run. The widget starts from that
 * translation, and the editor itself is built when the reader first reaches for it.
 */
export async function SqlToRest({ sql = DEFAULT_SQL, baseUrl }: SqlToRestProps) {
  const initialSql = formatSql(sql) ?? sql;
  await initParser();
  const outcome = translatePortable(initialSql);
  // A bug in the translator must not break the build; the widget then translates in the browser as before.
  const initialOutcome = outcome.type === 'unexpected' ? undefined : outcome;
  return (
    <>
      <NoScript>{needsJavaScript('The SQL to REST translator')}</NoScript>
      <SqlToRestIsland
        initialSql={initialSql}
        initialBaseUrl={baseUrl}
        initialOutcome={initialOutcome}
        repoUrl={siteConfig.translatorRepoUrl}
        staticOutputs={initialOutcome ? renderStatic(initialSql, baseUrl, initialOutcome) : undefined}
      />
    </>
  );
}

function renderStatic(
  sql: string,
  baseUrl: string | undefined,
  outcome: Exclude<PortableOutcome, { type: 'unexpected' }>,
) {
  const state = initialWidgetState(sql, baseUrl, outcome);
  // An error in the starting SQL is the widget's to show (with its mark in the editor).
  if (state.error) return undefined;
  return <StaticOutputs panel={state.panels[state.language]} assumptions={state.assumptions} />;
}
