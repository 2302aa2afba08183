// Starts the local platform service (services/platform-dev) as a child process, for `npm start` and the
// browser tests. Its contract: `npx platform-dev --port <n> [--memory] [--faults] [--sms-outbox] [--mail-outbox] [--captcha]` prints
// `listening on http://127.0.0.1:<n>` once it answers, and exits with a one-line message when the port is taken.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The workspace's bin as npm links it (what `npx platform-dev` runs), started directly: no npm in between. */
const BIN = join(REPO_ROOT, 'node_modules', '.bin', 'platform-dev');

/** `npm start`'s service port; the browser tests use their own (TEST_PLATFORM_PORT) so both can run at once. */
export const DEFAULT_PLATFORM_PORT = 54329;
export const TEST_PLATFORM_PORT = 54339;

const LISTENING = /listening on (http:\/\/\S+)/;
const START_TIMEOUT_MS = 60_000;

/** The port from an environment variable, or the default; anything else is a clear error. */
export function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535, got "${raw}".`);
  }
  return port;
}

/** Resolves when nothing listens on host:port; rejects with a sentence naming the port and the variable. */
export function assertPortFree(port, host, variable) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => {
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
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
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
    const read = (chunk) => {
      const text = chunk.toString();
      output += text;
      if (started) {
        if (!quiet) process.stdout.write(text.replace(/^/gm, '[platform-dev] '));
        return;
      }
      const match = LISTENING.exec(output);
      if (match) {
        started = true;
        clearTimeout(timer);
        resolve({ url: match[1], stop, exited });
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
