import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DENO_DIR, denoBinary, denoEnv, OFFLINE_FLAGS } from './deno-binary';

/*
 * Starts runtime/serve-functions.ts under Deno with the given functions and the project's environment, and
 * resolves once it listens. One Deno process serves every function a test file needs.
 */

const APP_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RUNTIME = fileURLToPath(new URL('./runtime/serve-functions.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;

export type FunctionSpec = {
  /** The name in the URL, `/functions/v1/<name>`. */
  name: string;
  /** The function's entry file, relative to apps/docs/examples/. */
  entrypoint: string;
  /** `verify_jwt` in config.toml; the platform's default is on. */
  verifyJwt?: boolean;
};

export type RunningFunctions = {
  /** Where the runtime answers `/<name>/…` (the project's address adds `/functions/v1`). */
  url: string;
  /** Resolves once every task given to `EdgeRuntime.waitUntil` has settled. */
  settled: () => Promise<void>;
  /** What the functions printed, for assertions on logs and for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
};

export function startFunctions(
  functions: FunctionSpec[],
  projectEnv: Record<string, string>,
  jwtSecret: string,
  /** Outside origins and the local stand-ins their requests go to instead. */
  outbound: Record<string, string> = {},
): Promise<RunningFunctions> {
  const config = Object.fromEntries(
    functions.map(({ name, entrypoint, verifyJwt = true }) => [
      name,
      { entrypoint: fileURLToPath(new URL(`examples/${entrypoint}`, `file://${APP_ROOT}`)), verifyJwt },
    ]),
  );
  const child = spawn(
    denoBinary(),
    [
      'run',
      ...OFFLINE_FLAGS,
      '--allow-net=127.0.0.1',
      '--allow-env',
      `--allow-read=${APP_ROOT},${fileURLToPath(new URL('../../../../../node_modules', import.meta.url))},${DENO_DIR}`,
      RUNTIME,
    ],
    {
      cwd: APP_ROOT,
      env: denoEnv({
        ...projectEnv,
        STAND_IN_FUNCTIONS: JSON.stringify(config),
        STAND_IN_JWT_SECRET: jwtSecret,
        STAND_IN_OUTBOUND: JSON.stringify(outbound),
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`Deno did not start the functions within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    let started = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /functions stand-in listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url && !started) {
        started = true;
        clearTimeout(timer);
        resolve({
          url,
          settled: async () => {
            const response = await fetch(`${url}/_stand-in/settled`);
            if (!response.ok) throw new Error(`settled: ${response.status}`);
          },
          output: () => output,
          stop,
        });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => {
      if (started) return;
      clearTimeout(timer);
      reject(new Error(`Deno exited before serving the functions:\n${output}`));
    });
  });
}
