// `npm run bench -w packages/docs-mcp` (and the root `npm run bench`): search_docs latency through the real
// protocol over stdio and over Streamable HTTP (p50/p95 over 1,000 queries each; goals p95 ≤ 20 ms over stdio,
// ≤ 5 ms over HTTP) and start-up time, from spawning `docs-mcp` to its answer to `initialize` (median of 5;
// goal ≤ 1 s). Needs dist/ (`npm run build`). `-- --before <dir>` also measures another build of the package
// (a folder with bin/ and dist/, e.g. one checked out from an earlier commit and built) and prints both.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createInterface } from 'node:readline';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const BIN = new URL('../bin/docs-mcp.js', import.meta.url).pathname;
const beforeAt = process.argv.indexOf('--before');
const BEFORE = beforeAt === -1 ? null : `${process.argv[beforeAt + 1]}/bin/docs-mcp.js`;
const QUERIES = 1_000;
const STARTS = 5;
// Topics a reader asks about, CLI commands, single words and a few misses; cycled to 1,000 queries.
const TOPICS = [
  'row level security',
  'db push',
  'magic link',
  'realtime limits',
  'gen types typescript',
  'api keys',
  'storage access control',
  'edge functions secrets',
  'migrations',
  'seed data',
  'backups',
  'pkce',
  'server side auth',
  'mfa',
  'anonymous sign ins',
  'broadcast',
  'postgres changes',
  'full text search',
  'indexes',
  'extensions',
  'connection pooling',
  'jwt',
  'rate limits',
  'sso saml',
  'branches create',
  'functions deploy',
  'link project',
  'policies',
  'triggers',
  'supabase start',
  'xyzzy',
  'password reset',
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(1)} ms`;

/** Times from spawn to the `initialize` answer and to the first search answer (the index is built lazily). */
function startOnce(bin) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [bin], { stdio: ['pipe', 'pipe', 'inherit'] });
    const send = (message) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
    let initialized = 0;
    createInterface({ input: child.stdout }).on('line', () => {
      if (initialized === 0) {
        initialized = performance.now() - started;
        send({ method: 'notifications/initialized' });
        send({ id: 2, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'auth' } } });
        return;
      }
      resolve({ initialized, firstSearch: performance.now() - started });
      child.kill();
    });
    child.once('error', reject);
    send({
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'bench', version: '1' },
      },
    });
  });
}

/** search_docs times through a connected client: a warm-up round, then QUERIES calls one after another. */
async function searchTimes(client) {
  for (const query of TOPICS) await client.callTool({ name: 'search_docs', arguments: { query } });
  const times = [];
  for (let index = 0; index < QUERIES; index += 1) {
    const query = TOPICS[index % TOPICS.length];
    const started = performance.now();
    await client.callTool({ name: 'search_docs', arguments: { query, limit: 8 } });
    times.push(performance.now() - started);
  }
  await client.close();
  return times.sort((a, b) => a - b);
}

async function overStdio(bin) {
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [bin] }));
  return searchTimes(client);
}

/** One JSON-RPC POST over a kept-alive connection, as a lean client sends it. */
function rawPost(url, agent, body) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      },
      (res) => {
        res.resume();
        res.once('end', resolve);
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

/** Through the SDK's Streamable HTTP client, then through plain kept-alive POSTs (the server's own share). */
async function overHttp(bin) {
  const child = spawn(process.execPath, [bin, '--http', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = await new Promise((resolve) =>
    createInterface({ input: child.stdout }).once('line', (first) => resolve([first])),
  );
  const url = new URL(line.replace(/^listening on /, ''));
  try {
    const client = new Client({ name: 'bench', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(url));
    const sdk = await searchTimes(client);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const call = (id, query) =>
      rawPost(
        url,
        agent,
        JSON.stringify({
          jsonrpc: '2.0',
          id,
          method: 'tools/call',
          params: { name: 'search_docs', arguments: { query, limit: 8 } },
        }),
      );
    for (const [index, query] of TOPICS.entries()) await call(index, query);
    const raw = [];
    for (let index = 0; index < QUERIES; index += 1) {
      const started = performance.now();
      await call(index, TOPICS[index % TOPICS.length]);
      raw.push(performance.now() - started);
    }
    agent.destroy();
    return { sdk, raw: raw.sort((a, b) => a - b) };
  } finally {
    child.kill();
  }
}

async function measure(bin) {
  const runs = [];
  for (let run = 0; run < STARTS; run += 1) runs.push(await startOnce(bin));
  return {
    starts: runs.map((run) => run.initialized).sort((a, b) => a - b),
    firstSearches: runs.map((run) => run.firstSearch).sort((a, b) => a - b),
    stdio: await overStdio(bin),
    http: await overHttp(bin),
  };
}

const figures = (times) => `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`;
const before = BEFORE ? await measure(BEFORE) : null;
const after = await measure(BIN);
const line = (label, pick, format) =>
  console.log(`  ${label}: ${before ? `before ${format(pick(before))} → after ` : ''}${format(pick(after))}`);

console.log(`docs-mcp${before ? ` (before: ${BEFORE})` : ''}`);
line(`search_docs over stdio, ${QUERIES} queries (goal p95 ≤ 20 ms)`, (m) => m.stdio, figures);
line(
  `search_docs over Streamable HTTP, SDK client, ${QUERIES} queries (goal p95 ≤ 5 ms)`,
  (m) => m.http.sdk,
  figures,
);
line(
  `search_docs over Streamable HTTP, plain kept-alive POSTs, ${QUERIES} queries`,
  (m) => m.http.raw,
  figures,
);
line(
  `start-up to the initialize answer, median of ${STARTS} (goal ≤ 1 s)`,
  (m) => m.starts,
  (times) => ms(percentile(times, 50)),
);
line(
  'start-up to the first search answer (index built), median',
  (m) => m.firstSearches,
  (times) => ms(percentile(times, 50)),
);
