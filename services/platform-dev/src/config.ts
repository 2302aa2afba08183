// Everything the server can be told, from command-line flags and environment variables, checked once at start.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export type DatabaseConfig =
  | { kind: 'memory' }
  | { kind: 'pglite'; dir: string }
  | { kind: 'postgres'; url: string; schema: string };

/** One entry of the allow-list: an exact origin, and the path prefix a `redirect_to` must start with. */
export interface AllowedOrigin {
  origin: string;
  pathPrefix: string;
}

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Where the JWT secret is kept when none is given (null: keep it in memory only). */
  dataDir: string | null;
  faults: boolean;
  /** Keep texted codes for GET /dev/sms-outbox (off by default: texts then go nowhere). */
  smsOutbox: boolean;
  /** Keep auth mails (links and codes) for GET /dev/mail-outbox (off by default: mails then go nowhere). */
  mailOutbox: boolean;
  /** Require the dev CAPTCHA token on /otp, /signup and the password grant. */
  captcha: boolean;
  allowedOrigins: AllowedOrigin[];
  /** Host names answered besides 127.0.0.1 and localhost (PLATFORM_DEV_ALLOWED_HOSTS), `name` or `name:port`. */
  allowedHosts?: string[];
  jwtSecret: string | null;
}

const DEFAULT_ALLOWED_ORIGINS = 'http://localhost:3000,http://127.0.0.1:3000';
export const DEFAULT_PORT = 54321;
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/', import.meta.url));

export class ConfigError extends Error {}

const portSchema = z.coerce.number().int().min(0).max(65535);
const schemaNameSchema = z
  .string()
  .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'a lowercase SQL identifier (letters, digits, underscores)');
const secretSchema = z.string().min(32, 'at least 32 characters');

export const USAGE = `Usage: platform-dev [--port <n>] [--memory] [--faults] [--sms-outbox] [--mail-outbox] [--captcha] [--data-dir <dir>] [--schema <name>]

  --port <n>        port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 picks a free one)
  --memory          in-memory PGlite (nothing kept; wins over DATABASE_URL)
  --faults          enable the fault-injection routes (POST/DELETE /__faults), for tests only
  --sms-outbox      keep texted sign-in codes readable at GET /dev/sms-outbox?phone=… (development only)
  --mail-outbox     keep auth mails (links and codes) readable at GET /dev/mail-outbox?email=… (development only)
  --captcha         require the dev CAPTCHA token on /otp, /signup and password sign-in
  --data-dir <dir>  folder for the PGlite database and the generated JWT secret (default services/platform-dev/.data)
  --schema <name>   PostgreSQL schema to use with DATABASE_URL (default public)

Environment: DATABASE_URL, PLATFORM_DEV_ALLOWED_ORIGINS, PLATFORM_DEV_ALLOWED_HOSTS, PLATFORM_DEV_JWT_SECRET,
PLATFORM_DEV_DB_SCHEMA.`;

/** Parses `origin[/path-prefix]` entries; an entry that is not a plain http(s) origin is a start-up error. */
export function parseAllowedOrigins(value: string): AllowedOrigin[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new ConfigError('PLATFORM_DEV_ALLOWED_ORIGINS has no entries');
  return entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new ConfigError(`PLATFORM_DEV_ALLOWED_ORIGINS: "${entry}" is not a URL`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
      throw new ConfigError(`PLATFORM_DEV_ALLOWED_ORIGINS: "${entry}" must be an http(s) origin`);
    }
    if (url.search || url.hash) {
      throw new ConfigError(`PLATFORM_DEV_ALLOWED_ORIGINS: "${entry}" must not have a query or fragment`);
    }
    return { origin: url.origin, pathPrefix: url.pathname };
  });
}

/** `name` or `name:port` entries: a DNS name or IPv4 address, nothing that could carry a path or a user. */
function parseAllowedHosts(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    if (!/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/.test(entry)) {
      throw new ConfigError(
        `PLATFORM_DEV_ALLOWED_HOSTS: "${entry}" must be a host name, with an optional :port`,
      );
    }
  }
  return entries;
}

type Env = Record<string, string | undefined>;

export function parseArgs(argv: string[], env: Env): Config | 'help' {
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return 'help';
    if (
      arg === '--memory' ||
      arg === '--faults' ||
      arg === '--sms-outbox' ||
      arg === '--mail-outbox' ||
      arg === '--captcha'
    ) {
      flags.set(arg, true);
    } else if (arg === '--port' || arg === '--data-dir' || arg === '--schema') {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new ConfigError(`${arg} needs a value`);
      flags.set(arg, value);
    } else {
      throw new ConfigError(`unknown argument "${arg}"`);
    }
  }
  const value = (name: string) => {
    const flag = flags.get(name);
    return typeof flag === 'string' ? flag : undefined;
  };

  const port = portSchema.safeParse(value('--port') ?? DEFAULT_PORT);
  if (!port.success) throw new ConfigError('--port must be a number from 0 to 65535');

  const dataDir = value('--data-dir') ?? DEFAULT_DATA_DIR;
  const memory = flags.has('--memory');
  let database: DatabaseConfig;
  if (memory) {
    database = { kind: 'memory' };
  } else if (env.DATABASE_URL) {
    const schema = schemaNameSchema.safeParse(value('--schema') ?? env.PLATFORM_DEV_DB_SCHEMA ?? 'public');
    if (!schema.success) throw new ConfigError(`the schema name must be ${schema.error.issues[0]?.message}`);
    database = { kind: 'postgres', url: env.DATABASE_URL, schema: schema.data };
  } else {
    database = { kind: 'pglite', dir: join(dataDir, 'pglite') };
  }

  let jwtSecret: string | null = null;
  if (env.PLATFORM_DEV_JWT_SECRET) {
    const secret = secretSchema.safeParse(env.PLATFORM_DEV_JWT_SECRET);
    if (!secret.success) throw new ConfigError('PLATFORM_DEV_JWT_SECRET must be at least 32 characters');
    jwtSecret = secret.data;
  }

  return {
    port: port.data,
    host: '127.0.0.1',
    database,
    dataDir: memory ? null : dataDir,
    faults: flags.has('--faults'),
    smsOutbox: flags.has('--sms-outbox'),
    mailOutbox: flags.has('--mail-outbox'),
    captcha: flags.has('--captcha'),
    allowedOrigins: parseAllowedOrigins(env.PLATFORM_DEV_ALLOWED_ORIGINS || DEFAULT_ALLOWED_ORIGINS),
    allowedHosts: parseAllowedHosts(env.PLATFORM_DEV_ALLOWED_HOSTS ?? ''),
    jwtSecret,
  };
}
