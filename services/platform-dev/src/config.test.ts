import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PORT, parseAllowedOrigins, parseArgs } from './config.ts';

describe('parseArgs', () => {
  it('defaults to file-backed PGlite on the default port with the local docs origins', () => {
    const config = parseArgs([], {});
    expect(config).toMatchObject({ port: DEFAULT_PORT, host: '127.0.0.1', faults: false, jwtSecret: null });
    if (config === 'help') throw new Error('unexpected help');
    expect(config.database.kind).toBe('pglite');
    expect(config.allowedOrigins).toEqual([
      { origin: 'http://localhost:3000', pathPrefix: '/' },
      { origin: 'http://127.0.0.1:3000', pathPrefix: '/' },
    ]);
  });

  it('uses DATABASE_URL unless --memory is given', () => {
    const env = { DATABASE_URL: 'postgres://u:p@localhost:5432/db', PLATFORM_DEV_DB_SCHEMA: 'run_1' };
    expect(parseArgs([], env)).toMatchObject({
      database: { kind: 'postgres', url: env.DATABASE_URL, schema: 'run_1' },
    });
    expect(parseArgs(['--memory'], env)).toMatchObject({ database: { kind: 'memory' }, dataDir: null });
    expect(parseArgs(['--schema', 'other'], env)).toMatchObject({ database: { schema: 'other' } });
  });

  it('reads the flags', () => {
    expect(parseArgs(['--port', '0', '--faults', '--data-dir', '/tmp/x'], {})).toMatchObject({
      port: 0,
      faults: true,
      dataDir: '/tmp/x',
      database: { kind: 'pglite', dir: '/tmp/x/pglite' },
    });
    expect(parseArgs(['--help'], {})).toBe('help');
  });

  it.each([
    [['--port', '70000'], {}],
    [['--port', '-1'], {}],
    [['--schema', 'Robert"); drop'], { DATABASE_URL: 'postgres://x' }],
    [[], { PLATFORM_DEV_JWT_SECRET: 'short' }],
    [['--what'], {}],
  ])('refuses %j %j', (args, env) => {
    expect(() => parseArgs(args, env)).toThrow(ConfigError);
  });
});

describe('parseAllowedOrigins', () => {
  it('splits entries into origin and path prefix', () => {
    expect(parseAllowedOrigins(' http://localhost:3000 , https://docs.example.dev/guides/ ')).toEqual([
      { origin: 'http://localhost:3000', pathPrefix: '/' },
      { origin: 'https://docs.example.dev', pathPrefix: '/guides/' },
    ]);
  });

  it.each(['', 'javascript:alert(1)', 'not a url', 'http://u:p@host/', 'http://host/?q=1', 'ftp://host/'])(
    'refuses %j',
    (value) => {
      expect(() => parseAllowedOrigins(value)).toThrow(ConfigError);
    },
  );
});
