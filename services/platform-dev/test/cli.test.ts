// The start contract, through the compiled bin: one "listening on" line once it answers, a clear one-line
// message and exit code 1 for a busy port, and --memory winning over DATABASE_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../src/seed/seed-data.ts';
import { signIn } from './support/http.ts';

const bin = fileURLToPath(new URL('../bin/platform-dev.js', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      // Each child leads its own process group: this also stops the server that npx started.
      process.kill(-(child.pid as number), 'SIGTERM');
      await exited;
    }
  }
});

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: 'pipe',
    detached: true,
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => code as number);
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /^listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  // Tests of failed starts never wait for the line.
  listening.catch(() => {});
  return { child, listening, exited, output: () => ({ stdout, stderr }) };
}

describe('platform-dev bin', () => {
  it('starts with `npx platform-dev --port 0 --memory` from the repository root and prints one line', async () => {
    const server = run('npx', ['platform-dev', '--port', '0', '--memory']);
    const url = await server.listening;
    // Once the line is printed, the server answers.
    const session = await signIn(url, demoUser.email);
    expect(session.user.email).toBe(demoUser.email);
    expect(server.output().stdout).toBe(`listening on ${url}\n`);
    expect(server.output().stderr).not.toContain('demo-password');
  });

  it('uses in-memory PGlite with --memory even when DATABASE_URL is set, and stops with code 0 on SIGTERM', async () => {
    const server = run('node', [bin, '--port', '0', '--memory'], {
      DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:1/nowhere',
    });
    const url = await server.listening;
    expect((await signIn(url, demoUser.email)).user.id).toBe(demoUser.id);
    expect(server.output().stderr).toContain('data: in-memory PGlite');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('exits with code 1 and one clear line when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const server = run('node', [bin, '--port', String(port), '--memory']);
      expect(await server.exited).toBe(1);
      const { stdout, stderr } = server.output();
      expect(stdout).toBe('');
      expect(stderr).toBe(
        `platform-dev: port ${port} on 127.0.0.1 is already in use; pick another with --port\n`,
      );
    } finally {
      blocker.close();
    }
  });

  it.each([
    [['--port', 'eighty'], '--port must be a number from 0 to 65535'],
    [['--port'], '--port needs a value'],
    [['--verbose'], 'unknown argument "--verbose"'],
  ])('refuses %j with a message and the usage', async (args, message) => {
    const server = run('node', [bin, ...args]);
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(
      new RegExp(`^platform-dev: ${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\nUsage:`),
    );
  });

  it('says in one line when DATABASE_URL cannot be reached', async () => {
    const server = run('node', [bin, '--port', '0'], {
      DATABASE_URL: 'postgres://nobody:secret-pw@127.0.0.1:1/nowhere',
    });
    expect(await server.exited).toBe(1);
    const { stdout, stderr } = server.output();
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^platform-dev: could not start: .*ECONNREFUSED.*\n$/);
    expect(stderr).not.toContain('secret-pw');
  });

  it('refuses a malformed allow-list at start', async () => {
    const server = run('node', [bin, '--memory', '--port', '0'], {
      PLATFORM_DEV_ALLOWED_ORIGINS: 'javascript:alert(1)',
    });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain('must be an http(s) origin');
  });

  it('prints the usage for --help', async () => {
    const server = run('node', [bin, '--help']);
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toMatch(/^Usage: platform-dev/);
  });
});
