// `npm run bench -w packages/docs-mcp` (and the root `npm run bench`): search_docs latency through the real
// protocol over stdio (p50/p95 over 1,000 queries; goal p95 ≤ 20 ms) and start-up time, from spawning
// `docs-mcp` to its answer to `initialize` (median of 5; goal ≤ 1 s). Needs dist/ (`npm run build`).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const BIN = new URL('../bin/docs-mcp.js', import.meta.url).pathname;
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
function startOnce() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [BIN], { stdio: ['pipe', 'pipe', 'inherit'] });
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

const runs = [];
for (let run = 0; run < STARTS; run += 1) runs.push(await startOnce());
const starts = runs.map((run) => run.initialized).sort((a, b) => a - b);
const firstSearches = runs.map((run) => run.firstSearch).sort((a, b) => a - b);

const client = new Client({ name: 'bench', version: '1' });
await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN] }));
for (const query of TOPICS) await client.callTool({ name: 'search_docs', arguments: { query } }); // warm-up
const times = [];
for (let index = 0; index < QUERIES; index += 1) {
  const query = TOPICS[index % TOPICS.length];
  const started = performance.now();
  await client.callTool({ name: 'search_docs', arguments: { query, limit: 8 } });
  times.push(performance.now() - started);
}
await client.close();
times.sort((a, b) => a - b);

console.log('docs-mcp');
console.log(
  `  search_docs over stdio, ${QUERIES} queries: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} (goal p95 ≤ 20 ms)`,
);
console.log(
  `  start-up to the initialize answer, median of ${STARTS}: ${ms(percentile(starts, 50))} (range ${ms(starts[0])}–${ms(starts.at(-1))}; goal ≤ 1 s)`,
);
console.log(
  `  start-up to the first search answer (index built), median: ${ms(percentile(firstSearches, 50))}`,
);
