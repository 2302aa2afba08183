// Benchmark: median time per query for translate + every renderer, this library against
// @supabase/sql-to-rest on the queries both accept (timed in turns in one process, so both see the same load),
// the WASM start-up time of each parser, and the large inputs against their budget. Exits with 1 when a goal
// is missed. `-- --before <dir>` times another build of this library (its dist/) beside this one.
import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import * as theirs from '@supabase/sql-to-rest';
import * as ours from '../dist/index.js';
import { parseSql } from '../dist/parse/wasm-parser.js';
import { largeInputs } from './large-inputs.mjs';
import { queries } from './queries.mjs';

const BASE = 'http://localhost:54321/rest/v1';
const ROUNDS = 7;
const ITERATIONS = 60;
const SPEED_UP_GOAL = 20;
const LARGE_INPUT_BUDGET_MS = 50;
const LARGE_INPUT_RUNS = 7;

const beforeFlag = process.argv.indexOf('--before');
const beforeDir = beforeFlag >= 0 ? process.argv[beforeFlag + 1] : undefined;
if (beforeFlag >= 0 && !beforeDir) throw new Error('--before needs the dist/ folder of another build');
const before = beforeDir ? await import(resolve(beforeDir, 'index.js')) : undefined;

function pipelineOf(library) {
  return async (sql) => {
    const { statement } = await library.translate(sql);
    const request = library.renderHttp(statement);
    library.formatCurl(BASE, request);
    library.formatHttp(BASE, request);
    library.renderSupabaseJs(statement);
  };
}

const ourPipeline = pipelineOf(ours);
const beforePipeline = before ? pipelineOf(before) : undefined;

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

/**
 * For each pipeline, the median over rounds of the mean time of one call, in microseconds. The pipelines take
 * turns within each round, so a burst of load from other processes falls on all of them alike, and the turn
 * order rotates, so none always runs after another's garbage.
 */
async function timeQuery(pipelines, sql) {
  for (const pipeline of pipelines) for (let i = 0; i < 20; i += 1) await pipeline(sql);
  const rounds = pipelines.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let turn = 0; turn < pipelines.length; turn += 1) {
      const index = (round + turn) % pipelines.length;
      const pipeline = pipelines[index];
      const start = performance.now();
      for (let i = 0; i < ITERATIONS; i += 1) await pipeline(sql);
      rounds[index].push(((performance.now() - start) / ITERATIONS) * 1000);
    }
  }
  return rounds.map(median);
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

const cores = availableParallelism();
const loadAtStart = loadavg()[0];

const ourStart = coldStart(
  "const m = await import('../dist/index.js'); const t = performance.now(); await m.initParser(); process.stdout.write(String(performance.now() - t));",
);
const theirStart = coldStart(
  "const m = await import('@supabase/sql-to-rest'); const t = performance.now(); await m.processSql('select id from t'); process.stdout.write(String(performance.now() - t));",
);

await ours.initParser();
if (before) await before.initParser();
const shared = [];
const oursOnly = [];
for (const sql of queries) {
  if (!(await accepts(ourPipeline, sql))) throw new Error(`This library rejects a benchmark query: ${sql}`);
  if (await accepts(theirPipeline, sql)) shared.push(sql);
  else oursOnly.push(sql);
}

const compared = [ourPipeline, theirPipeline, ...(beforePipeline ? [beforePipeline] : [])];
const ourTimes = [];
const theirTimes = [];
const beforeTimes = [];
for (const sql of shared) {
  const [mine, other, previous] = await timeQuery(compared, sql);
  ourTimes.push(mine);
  theirTimes.push(other);
  if (previous !== undefined) beforeTimes.push(previous);
}
const ourAll = [...ourTimes];
for (const sql of oursOnly) ourAll.push((await timeQuery([ourPipeline], sql))[0]);

const ourMedian = median(ourTimes);
const theirMedian = median(theirTimes);
const speedUp = theirMedian / ourMedian;
const format = (microseconds) => `${microseconds.toFixed(1)} µs`;

console.log('sql-to-rest benchmark (translate + HTTP, cURL, raw HTTP and supabase-js renderers, per query)');
console.log(`load average ${loadAtStart.toFixed(1)} on ${cores} cores at the start`);
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
console.log(
  `speed-up (their median / our median): ${speedUp.toFixed(1)}x (goal ≥ ${SPEED_UP_GOAL}x)${speedUp < SPEED_UP_GOAL ? '  GOAL MISSED' : ''}`,
);
console.log(`median per query over all ${queries.length} queries (this library): ${format(median(ourAll))}`);
if (before) {
  const beforeMedian = median(beforeTimes);
  console.log(
    `--before ${beforeDir}: median per query (shared) ${format(beforeMedian)}; this build takes ${((ourMedian / beforeMedian) * 100).toFixed(0)}% of its time`,
  );
}

/** Median wall and CPU time of the whole pipeline, and median CPU time of the parse alone, in ms. */
async function timeLarge(sql) {
  await ourPipeline(sql).catch(() => undefined);
  const wall = [];
  const cpu = [];
  const parse = [];
  for (let run = 0; run < LARGE_INPUT_RUNS; run += 1) {
    const usage = process.cpuUsage();
    const start = performance.now();
    await ourPipeline(sql).catch(() => undefined);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(usage);
    cpu.push((used.user + used.system) / 1000);
    const parseUsage = process.cpuUsage();
    try {
      parseSql(sql);
    } catch {
      // Timed all the same: a refused input costs its parse too.
    }
    const parseUsed = process.cpuUsage(parseUsage);
    parse.push((parseUsed.user + parseUsed.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu), parse: median(parse) };
}

// The budget is judged on CPU time, which other processes on a busy machine inflate far less than wall time;
// wall time over the budget fails the bench too unless the machine had more runnable work than cores.
console.log('');
console.log(
  `large inputs (whole pipeline, median of ${LARGE_INPUT_RUNS}; budget ${LARGE_INPUT_BUDGET_MS} ms each; parse = libpg-query's WASM + JSON.parse of its tree):`,
);
console.log(`  ${'input'.padEnd(26)} ${'CPU'.padStart(9)} ${'wall'.padStart(9)} ${'parse CPU'.padStart(9)}`);
const largeResults = [];
for (const [name, sql] of Object.entries(largeInputs)) {
  const times = await timeLarge(sql);
  largeResults.push({ name, ...times });
  const over = times.cpu > LARGE_INPUT_BUDGET_MS;
  const wallOver = times.wall > LARGE_INPUT_BUDGET_MS;
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);
  console.log(
    `  ${name.padEnd(26)} ${ms(times.cpu)} ${ms(times.wall)} ${ms(times.parse)}${over ? '  OVER BUDGET' : wallOver ? '  wall over budget' : ''}`,
  );
}
const loadAtEnd = loadavg()[0];
const busy = Math.max(loadAtStart, loadAtEnd) > cores;
const overBudget = largeResults.filter(
  (result) => result.cpu > LARGE_INPUT_BUDGET_MS || (!busy && result.wall > LARGE_INPUT_BUDGET_MS),
);
console.log(`load average ${loadAtEnd.toFixed(1)} on ${cores} cores at the end`);
if (busy && largeResults.some((result) => result.wall > LARGE_INPUT_BUDGET_MS)) {
  console.log('wall times over the budget are not counted: the machine had more runnable work than cores');
}

const missed = [];
if (speedUp < SPEED_UP_GOAL) missed.push(`speed-up ${speedUp.toFixed(1)}x is under ${SPEED_UP_GOAL}x`);
for (const result of overBudget) missed.push(`${result.name} is over ${LARGE_INPUT_BUDGET_MS} ms`);
console.log('');
if (missed.length > 0) {
  console.log(`GOALS MISSED: ${missed.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log(
    `goals met: ≥ ${SPEED_UP_GOAL}x on the shared queries, every large input under ${LARGE_INPUT_BUDGET_MS} ms`,
  );
}
