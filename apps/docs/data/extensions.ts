/*
 * Postgres extensions a project can enable (Database → Extensions, or `create extension`). Descriptions are
 * ours; each link goes to the extension's own documentation.
 */
export const EXTENSION_CATEGORIES = [
  'AI and vectors',
  'Data types',
  'Geospatial',
  'Search',
  'Security',
  'Monitoring',
  'Foreign data',
  'Jobs and networking',
  'Testing and development',
  'Utilities',
] as const;
export type ExtensionCategory = (typeof EXTENSION_CATEGORIES)[number];

export interface Extension {
  /** The name you pass to `create extension`. */
  name: string;
  description: string;
  category: ExtensionCategory;
  /** The extension's own documentation (https). */
  link: string;
}

/**
 * Which extensions a project can enable, checked against the platform's list (plain data: the list widget ships
 * this file to the browser; extensions.test.ts validates it with zod).
 */
export const extensionsSource = {
  source: 'https://supabase.com/docs/guides/database/extensions',
  asOf: '2024-04-25',
} as const;

const pg = (page: string) => `https://www.postgresql.org/docs/current/${page}.html`;

const raw: Extension[] = [
  {
    name: 'vector',
    category: 'AI and vectors',
    link: 'https://github.com/pgvector/pgvector',
    description:
      'A vector column type with exact and approximate nearest-neighbour search (HNSW and IVFFlat indexes) for embeddings.',
  },
  {
    name: 'postgis',
    category: 'Geospatial',
    link: 'https://postgis.net/documentation/',
    description: 'Geometry and geography types, spatial indexes and hundreds of functions for location data.',
  },
  {
    name: 'postgis_raster',
    category: 'Geospatial',
    link: 'https://postgis.net/docs/RT_reference.html',
    description: 'Raster (grid) data such as elevation models and satellite imagery, for use with PostGIS.',
  },
  {
    name: 'postgis_topology',
    category: 'Geospatial',
    link: 'https://postgis.net/docs/Topology.html',
    description: 'Topological models of shared edges and faces, built on PostGIS.',
  },
  {
    name: 'postgis_tiger_geocoder',
    category: 'Geospatial',
    link: 'https://postgis.net/docs/Extras.html',
    description: 'Geocoding and reverse geocoding of US addresses with TIGER census data.',
  },
  {
    name: 'address_standardizer',
    category: 'Geospatial',
    link: 'https://postgis.net/docs/Extras.html',
    description: 'Parses addresses into their parts (number, street, city) and normalises them.',
  },
  {
    name: 'pgrouting',
    category: 'Geospatial',
    link: 'https://docs.pgrouting.org/',
    description:
      'Shortest paths, driving distance and other graph algorithms over road networks stored in tables.',
  },
  {
    name: 'earthdistance',
    category: 'Geospatial',
    link: pg('earthdistance'),
    description: 'Great-circle distances on the surface of the Earth from latitude and longitude.',
  },
  {
    name: 'cube',
    category: 'Data types',
    link: pg('cube'),
    description: 'Multi-dimensional cubes and points with indexable distance and containment operators.',
  },
  {
    name: 'citext',
    category: 'Data types',
    link: pg('citext'),
    description: 'A case-insensitive text type, handy for email addresses and usernames.',
  },
  {
    name: 'hstore',
    category: 'Data types',
    link: pg('hstore'),
    description: 'A key/value map of text in a single column, predating jsonb.',
  },
  {
    name: 'ltree',
    category: 'Data types',
    link: pg('ltree'),
    description:
      'Labels for tree paths such as categories.books.fiction, with fast ancestor and descendant queries.',
  },
  {
    name: 'isn',
    category: 'Data types',
    link: pg('isn'),
    description:
      'Types for international product numbers (EAN13, UPC, ISBN, ISMN, ISSN) with check-digit validation.',
  },
  {
    name: 'seg',
    category: 'Data types',
    link: pg('seg'),
    description: 'Line segments and floating-point intervals, such as measurements with a tolerance.',
  },
  {
    name: 'lo',
    category: 'Data types',
    link: pg('lo'),
    description:
      'Helpers for managing large objects so that they are removed with the rows that reference them.',
  },
  {
    name: 'intarray',
    category: 'Data types',
    link: pg('intarray'),
    description: 'Functions, operators and index support for arrays of integers without nulls.',
  },
  {
    name: 'pg_jsonschema',
    category: 'Data types',
    link: 'https://github.com/supabase/pg_jsonschema',
    description: 'Validates json and jsonb values against a JSON Schema, for use in check constraints.',
  },
  {
    name: 'pg_hashids',
    category: 'Data types',
    link: 'https://github.com/iCyberon/pg_hashids',
    description: 'Short, unique, non-sequential ids generated from numbers, for public URLs.',
  },
  {
    name: 'uuid-ossp',
    category: 'Data types',
    link: pg('uuid-ossp'),
    description:
      'Functions that generate UUIDs by the standard algorithms; gen_random_uuid() in core covers version 4.',
  },
  {
    name: 'pg_trgm',
    category: 'Search',
    link: pg('pgtrgm'),
    description: 'Similarity of text by trigrams, with indexes that speed up LIKE, ILIKE and fuzzy matching.',
  },
  {
    name: 'fuzzystrmatch',
    category: 'Search',
    link: pg('fuzzystrmatch'),
    description:
      'Levenshtein distance, Soundex and Metaphone for comparing names and words that sound alike.',
  },
  {
    name: 'unaccent',
    category: 'Search',
    link: pg('unaccent'),
    description: 'A text-search dictionary and function that strip accents, so "café" matches "cafe".',
  },
  {
    name: 'pgroonga',
    category: 'Search',
    link: 'https://pgroonga.github.io/',
    description:
      'Full-text search for every language, including Japanese and Chinese, built on the Groonga engine.',
  },
  {
    name: 'rum',
    category: 'Search',
    link: 'https://github.com/postgrespro/rum',
    description: 'An index access method that speeds up ranked full-text search and phrase search.',
  },
  {
    name: 'btree_gin',
    category: 'Search',
    link: pg('btree-gin'),
    description:
      'GIN operator classes for scalar types, for combined indexes with arrays or full-text columns.',
  },
  {
    name: 'btree_gist',
    category: 'Search',
    link: pg('btree-gist'),
    description:
      'GiST operator classes for scalar types, needed for exclusion constraints such as non-overlapping bookings.',
  },
  {
    name: 'pgcrypto',
    category: 'Security',
    link: pg('pgcrypto'),
    description: 'Hashing, password hashing with crypt(), and symmetric and public-key encryption in SQL.',
  },
  {
    name: 'pgsodium',
    category: 'Security',
    link: 'https://github.com/michelp/pgsodium',
    description: 'Encryption functions from libsodium, with server-managed keys.',
  },
  {
    name: 'supabase_vault',
    category: 'Security',
    link: 'https://github.com/supabase/vault',
    description: 'Stores secrets encrypted at rest in the database, readable through a decrypting view.',
  },
  {
    name: 'pgjwt',
    category: 'Security',
    link: 'https://github.com/michelp/pgjwt',
    description: 'Signs and verifies JSON Web Tokens in SQL.',
  },
  {
    name: 'pgaudit',
    category: 'Security',
    link: 'https://www.pgaudit.org/',
    description: 'Detailed session and object audit logging for compliance requirements.',
  },
  {
    name: 'sslinfo',
    category: 'Security',
    link: pg('sslinfo'),
    description: 'Information about the SSL certificate of the current client connection.',
  },
  {
    name: 'pg_stat_statements',
    category: 'Monitoring',
    link: pg('pgstatstatements'),
    description:
      'Tracks planning and execution statistics of every SQL statement; the basis of query performance reports.',
  },
  {
    name: 'pg_stat_monitor',
    category: 'Monitoring',
    link: 'https://github.com/percona/pg_stat_monitor',
    description: 'Query performance statistics grouped in time buckets, with plans and client details.',
  },
  {
    name: 'hypopg',
    category: 'Monitoring',
    link: 'https://github.com/HypoPG/hypopg',
    description: 'Hypothetical indexes: see whether the planner would use an index without building it.',
  },
  {
    name: 'index_advisor',
    category: 'Monitoring',
    link: 'https://github.com/supabase/index_advisor',
    description: 'Suggests indexes that would speed up a given query, using hypothetical indexes.',
  },
  {
    name: 'pg_buffercache',
    category: 'Monitoring',
    link: pg('pgbuffercache'),
    description: 'Shows what is in the shared buffer cache, to see which tables stay in memory.',
  },
  {
    name: 'pgstattuple',
    category: 'Monitoring',
    link: pg('pgstattuple'),
    description:
      'Tuple-level statistics such as dead rows and free space, for judging table and index bloat.',
  },
  {
    name: 'pgrowlocks',
    category: 'Monitoring',
    link: pg('pgrowlocks'),
    description: 'Lists the row locks held on a table, for debugging lock waits.',
  },
  {
    name: 'amcheck',
    category: 'Monitoring',
    link: pg('amcheck'),
    description: 'Verifies the structure of B-tree indexes and heap tables to detect corruption.',
  },
  {
    name: 'postgres_fdw',
    category: 'Foreign data',
    link: pg('postgres-fdw'),
    description: 'Queries tables in another Postgres database as if they were local.',
  },
  {
    name: 'dblink',
    category: 'Foreign data',
    link: pg('dblink'),
    description: 'Runs queries on another Postgres database from within a query.',
  },
  {
    name: 'wrappers',
    category: 'Foreign data',
    link: 'https://github.com/supabase/wrappers',
    description:
      'Foreign data wrappers for services such as Stripe, Firebase, S3 and ClickHouse, queried with SQL.',
  },
  {
    name: 'pg_cron',
    category: 'Jobs and networking',
    link: 'https://github.com/citusdata/pg_cron',
    description: 'Schedules SQL to run periodically with cron syntax, inside the database.',
  },
  {
    name: 'pg_net',
    category: 'Jobs and networking',
    link: 'https://github.com/supabase/pg_net',
    description:
      'Asynchronous HTTP requests from SQL, for webhooks and calling Edge Functions from triggers.',
  },
  {
    name: 'http',
    category: 'Jobs and networking',
    link: 'https://github.com/pramsey/pgsql-http',
    description: 'Synchronous HTTP requests from SQL that return the response as a row.',
  },
  {
    name: 'pgmq',
    category: 'Jobs and networking',
    link: 'https://github.com/pgmq/pgmq',
    description: 'A lightweight message queue stored in Postgres tables, with visibility timeouts.',
  },
  {
    name: 'pg_graphql',
    category: 'Jobs and networking',
    link: 'https://github.com/supabase/pg_graphql',
    description: 'A GraphQL API generated from your schema and resolved inside the database.',
  },
  {
    name: 'pgtap',
    category: 'Testing and development',
    link: 'https://pgtap.org/',
    description: 'Unit tests written in SQL, with assertions about schema, data and policies.',
  },
  {
    name: 'plpgsql_check',
    category: 'Testing and development',
    link: 'https://github.com/okbob/plpgsql_check',
    description: 'A linter for PL/pgSQL functions that finds errors before the function runs.',
  },
  {
    name: 'pg_tle',
    category: 'Testing and development',
    link: 'https://github.com/aws/pg_tle',
    description:
      'Trusted language extensions: install extensions written in SQL, PL/pgSQL or JavaScript without file access.',
  },
  {
    name: 'pg_repack',
    category: 'Utilities',
    link: 'https://reorg.github.io/pg_repack/',
    description: 'Removes bloat from tables and indexes online, without long exclusive locks.',
  },
  {
    name: 'pg_partman',
    category: 'Utilities',
    link: 'https://github.com/pgpartman/pg_partman',
    description: 'Creates and maintains time- or serial-based table partitions automatically.',
  },
  {
    name: 'tablefunc',
    category: 'Utilities',
    link: pg('tablefunc'),
    description: 'crosstab() for pivot tables, and functions that generate rows such as connectby().',
  },
  {
    name: 'moddatetime',
    category: 'Utilities',
    link: pg('contrib-spi'),
    description: 'A trigger function that sets an updated_at column to the current time on every update.',
  },
  {
    name: 'tcn',
    category: 'Utilities',
    link: pg('tcn'),
    description: 'A trigger function that sends NOTIFY events when rows in a table change.',
  },
  {
    name: 'tsm_system_rows',
    category: 'Utilities',
    link: pg('tsm-system-rows'),
    description: 'A TABLESAMPLE method that returns a given number of random rows quickly.',
  },
  {
    name: 'bloom',
    category: 'Utilities',
    link: pg('bloom'),
    description: 'Bloom filter indexes, compact indexes for equality tests on many columns at once.',
  },
];

// Plain data with no zod here: the list ships this file to the browser. extensions.test.ts validates it.
export const extensions: readonly Extension[] = [...raw].sort((a, b) => a.name.localeCompare(b.name));
