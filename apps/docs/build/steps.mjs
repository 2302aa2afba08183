// The steps of `npm run build` and `npm run dev`, in order, and the runner that runs them one after another
// (scripts/build.mjs, scripts/dev.mjs). Each step is its own process, so a step sees the same environment a
// shell chain gave it; the runner prints each step's name and duration and stops at the first failure.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {object} Step
 * @property {string} name what the log calls it
 * @property {string[]} args what `node` runs, from apps/docs
 */

/** apps/docs, where every step runs. */
const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');

/**
 * A command of scripts/.
 * @param {string} script
 * @param {string[]} args
 * @returns {Step}
 */
const script = (script, ...args) => ({
  name: [script, ...args].join(' '),
  args: [`scripts/${script}.mjs`, ...args],
});

/**
 * @param {'build' | 'dev'} command
 * @param {string[]} args
 * @returns {Step}
 */
const next = (command, ...args) => ({
  name: ['next', command, ...args].join(' '),
  args: [NEXT_BIN, command, ...args],
});

/** What both commands prepare first: the parser's WASM, the drawn diagrams and the providers' logos. */
const PREPARE = [script('copy-wasm'), script('render-diagrams'), script('provider-logos')];

/** `npm run build`: the export in out/, then what is written into it after `next build`. */
export const BUILD_STEPS = [
  ...PREPARE,
  script('dev-search-index', '--remove'),
  next('build'),
  script('compile-hints'),
  script('paint-first'),
  script('og-images'),
  script('search-index'),
  script('static-headers'),
];

/**
 * `npm run dev`: the dev server, with the search index of the last build; `args` go to `next dev`
 * (`npm run dev -- --port 4000`).
 * @param {string[]} [args]
 */
export function devSteps(args = []) {
  return [...PREPARE, script('dev-search-index'), next('dev', ...args)];
}

/**
 * Runs one step with node in `cwd`, its output going straight to the terminal; resolves to its exit code.
 * @param {Step} step
 * @param {{ cwd: string, env: NodeJS.ProcessEnv }} options
 * @returns {Promise<number>}
 */
function runStep(step, { cwd, env }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, step.args, { cwd, env, stdio: 'inherit' });
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `steps` in order and resolves to 0 when all pass, or to the exit code of the first that fails (the
 * rest do not run). Next.js's telemetry is off in every step; everything else in the environment, such as
 * the NEXT_PUBLIC_* addresses, passes through.
 * @param {Step[]} steps
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, log?: (line: string) => void }} [options]
 */
export async function runSteps(steps, { cwd = APP_DIR, env = process.env, log = console.log } = {}) {
  const stepEnv = { ...env, NEXT_TELEMETRY_DISABLED: '1' };
  const started = performance.now();
  for (const [index, step] of steps.entries()) {
    log(`▶ [${index + 1}/${steps.length}] ${step.name}`);
    const stepStarted = performance.now();
    const code = await runStep(step, { cwd, env: stepEnv });
    const took = seconds(performance.now() - stepStarted);
    if (code !== 0) {
      log(`✖ ${step.name} failed (exit ${code}) after ${took}; the steps after it did not run.`);
      return code;
    }
    log(`✓ ${step.name} (${took})`);
  }
  log(`✓ ${steps.length} steps in ${seconds(performance.now() - started)}`);
  return 0;
}
