import { readFileSync } from 'node:fs';

/*
 * `npx docs-mcp` runs the server as a grandchild (npx → sh → node), and stopping npx does not always reach it.
 * The server watches the processes between itself and the nearest npm/npx above it and stops when one of them
 * is gone. Started some other way (an agent, a shell, a container) it watches nothing, so a server started in
 * the background from a script keeps running. It reads /proc (Linux); elsewhere nothing is watched.
 */

const WATCH_EVERY_MS = 500;
const MAX_DEPTH = 6;

function parentOf(pid: number): number | null {
  try {
    // Field 4 of /proc/<pid>/stat, after the command name in parentheses (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(parent) && parent > 1 ? parent : null;
  } catch {
    return null;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** This process's parents up to and including the npm/npx that started it; none without one. */
export function watchedAncestors(): number[] {
  const chain: number[] = [];
  let pid: number | null = process.ppid;
  while (pid && chain.length < MAX_DEPTH) {
    chain.push(pid);
    if (/(^|\/)(npm|npx)(-cli\.js)?( |$)|npm-cli\.js|npx-cli\.js/.test(commandOf(pid))) return chain;
    pid = parentOf(pid);
  }
  return [];
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Calls `stop` once a watched process is gone. */
export function stopWithParent(stop: () => void): void {
  const watched = watchedAncestors();
  if (watched.length === 0) return;
  const timer = setInterval(() => {
    if (!watched.every(alive)) {
      clearInterval(timer);
      stop();
    }
  }, WATCH_EVERY_MS);
  timer.unref();
}
