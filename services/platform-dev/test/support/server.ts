// Starts the real server in this process on port 0, against in-memory PGlite, or against the PostgreSQL
// server in DATABASE_URL in a schema of its own (dropped again on close), and records its log lines.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Config, parseAllowedOrigins } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { type RunningServer, startServer } from '../../src/server.ts';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const DOCS_ORIGIN = 'http://localhost:3000';
export const GUIDES_ORIGIN = 'http://127.0.0.1:3000';
/** The allow-list the tests start with: one whole origin, one origin limited to /guides/. */
const TEST_ALLOWED_ORIGINS = `${DOCS_ORIGIN},${GUIDES_ORIGIN}/guides/`;

export const databaseUrl = process.env.DATABASE_URL || null;
export const databaseKind = databaseUrl ? 'PostgreSQL' : 'PGlite';

export interface TestServer extends RunningServer {
  logs: string[];
  config: Config;
}

export interface TestServerOptions {
  faults?: boolean;
  smsOutbox?: boolean;
  mailOutbox?: boolean;
  captcha?: boolean;
  /** A PGlite folder (restart tests); otherwise in-memory PGlite or a fresh PostgreSQL schema. */
  pgliteDir?: string;
  /** Where a generated JWT secret is kept (default: the PGlite folder, else nowhere). */
  dataDir?: string;
  /** Reuse a PostgreSQL schema (restart tests); it is then not dropped on close. */
  schema?: string;
  jwtSecret?: string | null;
  /** Extra Host names, as PLATFORM_DEV_ALLOWED_HOSTS gives them. */
  allowedHosts?: string[];
}

export function freshSchemaName(): string {
  return `platform_dev_test_${randomBytes(6).toString('hex')}`;
}

export async function dropSchema(schema: string): Promise<void> {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownSchema = databaseUrl && !options.pgliteDir && !options.schema ? freshSchemaName() : null;
  const schema = options.schema ?? ownSchema;
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    database: options.pgliteDir
      ? { kind: 'pglite', dir: options.pgliteDir }
      : databaseUrl && schema
        ? { kind: 'postgres', url: databaseUrl, schema }
        : { kind: 'memory' },
    dataDir: options.dataDir ?? options.pgliteDir ?? null,
    faults: options.faults ?? false,
    smsOutbox: options.smsOutbox ?? false,
    mailOutbox: options.mailOutbox ?? false,
    captcha: options.captcha ?? false,
    allowedOrigins: parseAllowedOrigins(TEST_ALLOWED_ORIGINS),
    allowedHosts: options.allowedHosts ?? [],
    jwtSecret: options.jwtSecret === undefined ? TEST_SECRET : options.jwtSecret,
  };
  const logs: string[] = [];
  const server = await startServer(
    config,
    createLogger((line) => logs.push(line)),
  );
  return {
    ...server,
    logs,
    config,
    async close() {
      await server.close();
      if (ownSchema) await dropSchema(ownSchema);
    },
  };
}
