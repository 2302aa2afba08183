import { formatSql } from '@/lib/sql-to-rest/format-sql';
import { siteConfig } from '@/site.config';
import { SqlToRestIsland } from '../lazy-widgets';
import { DEFAULT_SQL } from './default-sql';

export type SqlToRestProps = {
  /** The SQL the editor starts with; formatted once when the page is built and again when the editor mounts. */
  sql?: string;
  /** Where the generated requests point at first; the reader can change it by clicking the host. */
  baseUrl?: string;
};

/**
 * `<SqlToRest />` in MDX: the SQL-to-REST translator. This server part formats the starting SQL at build time
 * (so the placeholder already shows what the editor will) and passes the community repository's address.
 */
export function SqlToRest({ sql = DEFAULT_SQL, baseUrl }: SqlToRestProps) {
  return (
    <SqlToRestIsland
      initialSql={formatSql(sql) ?? sql}
      initialBaseUrl={baseUrl}
      repoUrl={siteConfig.translatorRepoUrl}
    />
  );
}
