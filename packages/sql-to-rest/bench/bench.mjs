// Benchmark: median time per query for translate + every renderer, this library against
// @supabase/sql-to-rest on the queries both accept, plus the WASM start-up time of each parser.
import { execFileSync } from 'node:child_process';
import * as theirs from '@supabase/sql-to-rest';
import * as ours from '../dist/index.js';
import { largeInputs } from './large-inputs.mjs';
import { queries } from './queries.mjs';

const BASE = 'http://localhost:54321/rest/v1';
const ROUNDS = 7;
const ITERATIONS = 60;

async function ourPipeline(sql) {
  const { statement } = await ours.translate(sql);
  const request = ours.renderHttp(statement);
  ours.formatCurl(BASE, request);
  ours.formatHttp(BASE, request);
  ours.renderSupabaseJs(statement);
}

async function theirPipeline(sql) {
  const statement = await theirs.processSql(sql);
  const request = await theirs.renderHttp(statement);
  theirs.formatCurl(BASE, request);
  theirs.formatHttp(BASE, request);
  await theirs.renderSupabaseJs(statement);
}

async function accepts(pipeline, sql) {
  try {
    await pipeline(sql);
    return true;
  } catch {
    return false;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Median over rounds of the mean time of one call, in microseconds. */
async function timeQuery(pipeline, sql) {
  for (let i = 0; i < 20; i += 1) await pipeline(sql);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (let i = 0; i < ITERATIONS; i += 1) await pipeline(sql);
    rounds.push(((performance.now() - start) / ITERATIONS) * 1000);
  }
  return median(rounds);
}

/** Start-up measured in a fresh process, so nothing is warm. */
function coldStart(code) {
  const samples = [];
  for (let i = 0; i < 5; i += 1) {
    samples.push(
      Number(
        execFileSync(process.execPath, ['--input-type=module', '-e', code], {
          cwd: import.meta.dirname,
          stdio: ['ignore', 'pipe', 'pipe'],
        }).toString(),
      ),
    );
  }
  return median(samples);
}

const ourStart = coldStart(
  "const m = await import('../dist/index.js'); const t = performance.now(); await m.initParser(); process.stdout.write(String(performance.now() - t));",
);
const theirStart = coldStart(
  "const m = await import('@supabase/sql-to-rest'); const t = performance.now(); await m.processSql('select id from t'); process.stdout.write(String(performance.now() - t));",
);

await ours.initParser();
const shared = [];
const oursOnly = [];
for (const sql of queries) {
  if (!(await accepts(ourPipeline, sql))) throw new Error(`This library rejects a benchmark query: ${sql}`);
  if (await accepts(theirPipeline, sql)) shared.push(sql);
  else oursOnly.push(sql);
}

const ourTimes = [];
const theirTimes = [];
for (const sql of shared) {
  ourTimes.push(await timeQuery(ourPipeline, sql));
  theirTimes.push(await timeQuery(theirPipeline, sql));
}
const ourAll = [...ourTimes];
for (const sql of oursOnly) ourAll.push(await timeQuery(ourPipeline, sql));

const ourMedian = median(ourTimes);
const theirMedian = median(theirTimes);
const format = (microseconds) => `${microseconds.toFixed(1)} µs`;

console.log('sql-to-rest benchmark (translate + HTTP, cURL, raw HTTP and supabase-js renderers, per query)');
console.log(
  `queries: ${queries.length} total, ${shared.length} accepted by both, ${oursOnly.length} only by this library`,
);
console.log('');
console.log(`                          this library   @supabase/sql-to-rest`);
console.log(
  `median per query (shared) ${format(ourMedian).padStart(12)}   ${format(theirMedian).padStart(12)}`,
);
console.log(
  `WASM start-up (cold)      ${`${ourStart.toFixed(1)} ms`.padStart(12)}   ${`${theirStart.toFixed(1)} ms`.padStart(12)}`,
);
console.log('');
console.log(`speed-up (their median / our median): ${(theirMedian / ourMedian).toFixed(1)}x`);
console.log(`median per query over all ${queries.length} queries (this library): ${format(median(ourAll))}`);

// Large inputs against the 50 ms budget per input (best of five, so a scheduling hiccup is not counted).
const LARGE_INPUT_BUDGET_MS = 50;
console.log('');
console.log(`large inputs (whole pipeline, best of 5; budget ${LARGE_INPUT_BUDGET_MS} ms each):`);
let overBudget = 0;
for (const [name, sql] of Object.entries(largeInputs)) {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 5; run += 1) {
    const start = performance.now();
    await ourPipeline(sql).catch(() => undefined);
    best = Math.min(best, performance.now() - start);
  }
  const over = best > LARGE_INPUT_BUDGET_MS;
  if (over) overBudget += 1;
  console.log(`  ${name.padEnd(26)} ${`${best.toFixed(1)} ms`.padStart(9)}${over ? '  over budget' : ''}`);
}
if (overBudget > 0) process.exitCode = 1;
