// Starts the local platform service (services/platform-dev) as a child process, for `npm start` and the
// browser tests. Its contract: `npx platform-dev --port <n> [--memory] [--faults] [--sms-outbox] [--mail-outbox] [--captcha]` prints
// `listening on http://127.0.0.1:<n>` once it answers, and exits with a one-line message when the port is taken.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {object} RunningPlatformDev
 * @property {string} url e.g. `http://127.0.0.1:54329`, as printed by the service.
 * @property {() => Promise<void>} stop Ends the service (its whole process group) and resolves once it has
 *   exited.
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited Settles when the
 *   process exits, for whatever reason.
 * @typedef {object} PlatformDevOptions
 * @property {number} port
 * @property {string[]} allowedOrigins
 * @property {boolean} [memory]
 * @property {boolean} [faults]
 * @property {boolean} [smsOutbox] Keep texted sign-in codes readable at `GET /dev/sms-outbox?phone=…`.
 * @property {boolean} [mailOutbox] Keep auth mails (links and codes) readable at `GET /dev/mail-outbox?email=…`.
 * @property {boolean} [captcha] Require the dev CAPTCHA token on /otp, /signup and password sign-in.
 * @property {boolean} [quiet]
 */

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The workspace's bin as npm links it (what `npx platform-dev` runs), started directly: no npm in between. */
const BIN = join(REPO_ROOT, 'node_modules', '.bin', 'platform-dev');

/** `npm start`'s service port; the browser tests use PLATFORM_DEV_TEST_PORT (54339) so both can run at once. */
export const DEFAULT_PLATFORM_PORT = 54329;

const LISTENING = /listening on (http:\/\/\S+)/;
const START_TIMEOUT_MS = 60_000;

/**
 * The port from an environment variable, or the default; anything else is a clear error.
 * @param {string} name
 * @param {number} fallback
 */
export function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535, got "${raw}".`);
  }
  return port;
}

/**
 * Resolves when nothing listens on host:port; rejects with a sentence naming the port and the variable.
 * @param {number} port
 * @param {string} host
 * @param {string} variable
 * @returns {Promise<void>}
 */
export function assertPortFree(port, host, variable) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      const reason = error.code === 'EADDRINUSE' ? 'is already in use' : `cannot be used (${error.code})`;
      reject(
        new Error(
          `Port ${port} on ${host} ${reason}. Stop what is using it or set ${variable} to another port.`,
        ),
      );
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/**
 * Starts platform-dev and resolves to `{ url, stop }` once it prints its listening line. It runs in its own
 * process group so `stop()` ends it and anything it started, and nothing else.
 * `allowedOrigins` becomes PLATFORM_DEV_ALLOWED_ORIGINS (CORS and the sign-in redirect allow-list).
 * @param {PlatformDevOptions} options
 * @returns {Promise<RunningPlatformDev>}
 */
export function startPlatformDev({
  port,
  allowedOrigins,
  memory = false,
  faults = false,
  smsOutbox = false,
  mailOutbox = false,
  captcha = false,
  quiet = false,
}) {
  if (!existsSync(BIN)) {
    return Promise.reject(new Error(`${BIN} is missing: run \`npm ci\` at the repository root first.`));
  }
  const args = ['--port', String(port)];
  if (memory) args.push('--memory');
  if (faults) args.push('--faults');
  if (smsOutbox) args.push('--sms-outbox');
  if (mailOutbox) args.push('--mail-outbox');
  if (captcha) args.push('--captcha');
  const child = spawn(BIN, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, PLATFORM_DEV_ALLOWED_ORIGINS: allowedOrigins.join(',') },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  /** @type {RunningPlatformDev['exited']} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const stop = async () => {
    const { pid } = child;
    if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }, 5_000);
    await exited;
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`platform-dev did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    let started = false;
    /** @param {Buffer} chunk */
    const read = (chunk) => {
      const text = chunk.toString();
      output += text;
      if (started) {
        if (!quiet) process.stdout.write(text.replace(/^/gm, '[platform-dev] '));
        return;
      }
      const url = LISTENING.exec(output)?.[1];
      if (url) {
        started = true;
        clearTimeout(timer);
        resolve({ url, stop, exited });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Could not run platform-dev: ${error.message}`));
    });
    exited.then(({ code, signal }) => {
      if (started) return;
      clearTimeout(timer);
      const why = output.trim() || `exit code ${code ?? signal}`;
      reject(new Error(`platform-dev stopped before it was ready: ${why}`));
    });
  });
}
