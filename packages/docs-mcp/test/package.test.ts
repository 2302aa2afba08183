/**
 * Uses the package as someone outside this repository would: `npm pack` (which runs `prepare`, so the tarball
 * carries dist/ with the data bundle), install the tarball into an empty folder, and start `npx docs-mcp`,
 * which must answer `initialize` over stdio with nothing of the monorepo or the built site around it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';

const packageDir = new URL('..', import.meta.url).pathname;
let scratch = '';

/** npm's lifecycle variables must not reach the scratch install, or it would install into the monorepo. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    const keep = !/^npm_/i.test(name) || /^npm_config_(cache|registry|userconfig)$/i.test(name);
    if (keep) env[name] = value;
  }
  return { ...env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
}

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, env: cleanEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'docs-mcp-pack-'));
  const app = join(scratch, 'app');
  mkdirSync(app);
  run('npm', ['pack', '--pack-destination', scratch], packageDir);
  const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'scratch', private: true, type: 'module' }),
  );
  run('npm', ['install', '--prefer-offline', '--no-package-lock', join(scratch, tarball)], app);
}, 240_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

it('npx docs-mcp from the installed tarball answers initialize, finds the RLS guide, translates SQL and looks up an error', async () => {
  const child = spawn('npx', ['--no', '--', 'docs-mcp'], { cwd: join(scratch, 'app'), env: cleanEnv() });
  const lines = createInterface({ input: child.stdout });
  const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
  const replies = (async function* () {
    for await (const line of lines) yield JSON.parse(line) as { id: number; result: Record<string, unknown> };
  })();
  send({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'pack-test', version: '1' },
    },
  });
  const init = (await replies.next()).value;
  expect(init?.id).toBe(1);
  expect(init?.result.serverInfo).toEqual({ name: 'docs-mcp', version: '0.1.0' });
  send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  send({
    jsonrpc: '2.0',
    id: 2,
    method: 'tools/call',
    params: { name: 'search_docs', arguments: { query: 'row level security', limit: 1 } },
  });
  const search = (await replies.next()).value;
  expect(search?.result.structuredContent).toMatchObject({ results: [{ title: 'Row level security' }] });
  // The translator's WASM parser loads from the installed libpg-query.
  send({
    jsonrpc: '2.0',
    id: 3,
    method: 'tools/call',
    params: { name: 'translate_sql', arguments: { sql: 'select id from books where id = 1' } },
  });
  const translated = (await replies.next()).value;
  expect(translated?.result.structuredContent).toMatchObject({
    path: '/books',
    query: [
      ['select', 'id'],
      ['id', 'eq.1'],
    ],
  });
  // The site's paste parser and the errors data travel in the bundle.
  send({
    jsonrpc: '2.0',
    id: 4,
    method: 'tools/call',
    params: { name: 'lookup_error', arguments: { text: '{"code":"PGRST116"}' } },
  });
  const lookup = (await replies.next()).value;
  expect(lookup?.result.structuredContent).toMatchObject({ found: true, matches: [{ code: 'PGRST116' }] });
  child.stdin.end();
  child.kill();
  await once(child, 'exit');
}, 30_000);

/** Whether something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

it('stopping the npx that started `docs-mcp --http 0` stops the server', async () => {
  const child = spawn('npx', ['--no', '--', 'docs-mcp', '--http', '0'], {
    cwd: join(scratch, 'app'),
    env: cleanEnv(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const port = Number(/:(\d+)\/mcp$/.exec(line)?.[1]);
  expect(await listening(port)).toBe(true);
  child.kill('SIGTERM');
  await once(child, 'exit');
  let open = true;
  for (let attempt = 0; attempt < 50 && open; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    open = await listening(port);
  }
  expect(open).toBe(false);
}, 30_000);
