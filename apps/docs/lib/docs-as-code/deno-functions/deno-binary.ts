import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Deno as the `deno` npm package installs it: the binary ships inside a per-platform package
 * (`@deno/linux-x64-glibc` here), an optional dependency, so `npm ci` brings it from the npm registry with
 * nothing downloaded by a script.
 */

const require = createRequire(import.meta.url);
const APP_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The platform package's name part, as the `deno` package names them. */
function target(): string {
  const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
  if (process.platform === 'linux') return `linux-${arch}-glibc`;
  return `${process.platform}-${arch}`;
}

/** The path of the Deno executable; a clear error when `npm ci` has not installed it. */
export function denoBinary(): string {
  const packageJson = require.resolve('deno/package.json');
  const platformPackage = createRequire(packageJson).resolve(`@deno/${target()}/package.json`);
  const binary = join(dirname(platformPackage), process.platform === 'win32' ? 'deno.exe' : 'deno');
  if (!existsSync(binary)) throw new Error(`${binary} is missing: run \`npm ci\` at the repository root.`);
  return binary;
}

/** Deno's own cache, kept with the other build caches so a clean clone starts without one. */
export const DENO_DIR = join(APP_ROOT, 'node_modules', '.cache', 'deno');

/**
 * The environment every Deno run of the tests gets: no update check or prompt, no colours in what the tests
 * read, the cache above. Nothing else of the test process leaks in.
 */
export function denoEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    // Node's ProcessEnv type requires it; npm packages that read it see a test run.
    NODE_ENV: 'test',
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DENO_DIR,
    DENO_NO_UPDATE_CHECK: '1',
    DENO_NO_PROMPT: '1',
    NO_COLOR: '1',
    ...extra,
  };
}

/**
 * Flags that keep Deno off the network: `npm:` specifiers resolve from the workspace's node_modules (installed
 * by `npm ci`), and `--cached-only` makes anything else (a `jsr:` or `https:` import) fail instead of fetching.
 */
export const OFFLINE_FLAGS = ['--node-modules-dir=manual', '--cached-only'];

/**
 * Runs one Deno command to its end without blocking the test process's event loop (a `deno test` that calls
 * the project needs this process to answer), with its exit code and everything it printed.
 */
export function runDeno(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(denoBinary(), args, {
      cwd: APP_ROOT,
      env: denoEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const append = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', append);
    child.stderr.on('data', append);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
