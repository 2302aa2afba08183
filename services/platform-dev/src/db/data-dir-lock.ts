// One server per data folder: PGlite has no locking of its own, and two processes writing one folder would
// corrupt it. The lock is a file naming the holder's PID and its start time (Linux: /proc/<pid>/stat), so it
// survives `kill -9` and PID reuse: a holder that is gone, a zombie, another process that got the same PID
// (a container restart) or this very process (a server it no longer runs) does not count as running.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, realpath, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export class DataDirBusyError extends Error {}

interface Holder {
  pid: number;
  /** Kernel start time of the process (clock ticks since boot); null where /proc is missing or in old files. */
  start: string | null;
}

/** Folders this process holds right now (realpaths). */
const heldHere = new Set<string>();

/** State and start time of a process from /proc, or null when it does not exist (or /proc is missing). */
async function procStat(pid: number): Promise<{ state: string; start: string } | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0];
    const start = fields[19];
    return state && start ? { state, start } : null;
  } catch {
    return null;
  }
}

const hasProc = () => procStat(process.pid).then((stat) => stat !== null);

/** Whether `holder` is a live process other than this one (or this one, while it holds `dir`). */
async function holderRuns(holder: Holder, dir: string): Promise<boolean> {
  if (holder.pid === process.pid) {
    const own = await procStat(process.pid);
    return heldHere.has(dir) && (holder.start === null || holder.start === own?.start);
  }
  if (await hasProc()) {
    const stat = await procStat(holder.pid);
    // Z: exited but not reaped yet (after kill -9 of a child whose parent has not waited); X: dead.
    if (!stat || stat.state === 'Z' || stat.state === 'X') return false;
    return holder.start === null || holder.start === stat.start;
  }
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): Holder | null {
  const [pid, start] = text.trim().split(/\s+/);
  const number = Number(pid);
  if (!Number.isSafeInteger(number) || number <= 0) return null;
  return { pid: number, start: start && /^\d+$/.test(start) ? start : null };
}

export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const key = await realpath(dir);
  const file = join(dir, 'server.pid');
  const own = await procStat(process.pid);
  const content = `${process.pid}${own ? ` ${own.start}` : ''}\n`;
  // Written aside and hard-linked into place: the lock file never exists half-written.
  const partial = join(dir, `.server.pid.${randomBytes(6).toString('hex')}`);
  await writeFile(partial, content, { mode: 0o600 });
  // A process just sent SIGKILL may take a moment to die (longer on a busy machine, where tearing down a large
  // WebAssembly heap waits for CPU): a running holder is looked at again until this deadline before refusing.
  const refuseAfter = Date.now() + 2_000;
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await link(partial, file);
        heldHere.add(key);
        return async () => {
          heldHere.delete(key);
          await unlink(file).catch(() => {});
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = parseHolder(await readFile(file, 'utf8').catch(() => ''));
      if (holder && (await holderRuns(holder, key))) {
        if (Date.now() < refuseAfter) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        throw new DataDirBusyError(
          `${dir} is in use by another platform-dev (pid ${holder.pid}); stop it first`,
        );
      }
      await unlink(file).catch(() => {});
    }
    throw new DataDirBusyError(`could not lock ${dir}`);
  } finally {
    await unlink(partial).catch(() => {});
  }
}
