#!/usr/bin/env node
// `npm run bench -w services/platform-dev`: throughput and latency of an authenticated GET /platform/projects
// against the real server (in-memory PGlite, its own process) with autocannon. Target on a 2-core machine:
// ≥ 1,000 requests/s, p99 ≤ 100 ms, 0 errors. Loopback only; bounded by duration.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET = { requestsPerSecond: 1000, p99Ms: 100 };

const bin = fileURLToPath(new URL('../bin/platform-dev.js', import.meta.url));
const server = spawn(process.execPath, [bin, '--port', '0', '--memory'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stop);

try {
  const base = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.setEncoding('utf8').on('data', (chunk) => {
      out += chunk;
      const match = /listening on (\S+)\n/.exec(out);
      if (match) resolve(match[1]);
    });
    server.once('exit', (code) => reject(new Error(`platform-dev exited with ${code} before listening`)));
  });

  const signIn = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const { access_token: token } = await signIn.json();

  // A short warm-up so the first JIT and query-plan work is not counted.
  await autocannon({
    url: `${base}/platform/projects`,
    headers: { Authorization: `Bearer ${token}` },
    duration: 2,
    connections: CONNECTIONS,
  });

  const load = loadavg()[0];
  const result = await autocannon({
    url: `${base}/platform/projects`,
    headers: { Authorization: `Bearer ${token}` },
    duration: DURATION_SECONDS,
    connections: CONNECTIONS,
  });

  const errors = result.errors + result.timeouts + result.non2xx;
  const rps = result.requests.average;
  const { p50, p99 } = result.latency;
  console.log(`GET /platform/projects (authenticated), ${CONNECTIONS} connections, ${DURATION_SECONDS} s`);
  console.log(`  requests/s: ${rps.toFixed(0)} (target ≥ ${TARGET.requestsPerSecond})`);
  console.log(`  latency p50: ${p50} ms, p99: ${p99} ms (target ≤ ${TARGET.p99Ms})`);
  console.log(
    `  requests: ${result.requests.total}, errors: ${errors} (connection ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
  );
  console.log(`  machine: ${cpus().length} cores, load average ${load.toFixed(2)} at the start`);
  const met = rps >= TARGET.requestsPerSecond && p99 <= TARGET.p99Ms && errors === 0;
  console.log(met ? '  target met' : '  target NOT met');
  process.exitCode = errors === 0 ? 0 : 1;
} finally {
  stop();
  if (server.exitCode === null) await once(server, 'exit');
}
