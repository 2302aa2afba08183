/** The extensions a SQL text creates (`create extension [if not exists] name`), lower-cased, sorted, once each. */
export function extensionsIn(sql: string): string[] {
  const named = new Set<string>();
  for (const match of sql.matchAll(/create\s+extension\s+(?:if\s+not\s+exists\s+)?"?([\w-]+)"?/gi)) {
    const name = match[1]?.toLowerCase();
    if (name) named.add(name);
  }
  return [...named].sort();
}

/**
 * Where the page's runner finds each extension PGlite can load, under the site's copy of PGlite
 * (scripts/copy-wasm.mjs): the contrib modules it ships, and pgvector and pgTAP, separate packages.
 */
export const BROWSER_EXTENSIONS: Record<string, { module: string; exportName: string }> = {
  citext: { module: 'contrib/citext.js', exportName: 'citext' },
  fuzzystrmatch: { module: 'contrib/fuzzystrmatch.js', exportName: 'fuzzystrmatch' },
  hstore: { module: 'contrib/hstore.js', exportName: 'hstore' },
  ltree: { module: 'contrib/ltree.js', exportName: 'ltree' },
  pg_trgm: { module: 'contrib/pg_trgm.js', exportName: 'pg_trgm' },
  pgcrypto: { module: 'contrib/pgcrypto.js', exportName: 'pgcrypto' },
  unaccent: { module: 'contrib/unaccent.js', exportName: 'unaccent' },
  'uuid-ossp': { module: 'contrib/uuid_ossp.js', exportName: 'uuid_ossp' },
  vector: { module: 'vector/index.js', exportName: 'vector' },
  pgtap: { module: 'pgtap/index.js', exportName: 'pgtap' },
};
