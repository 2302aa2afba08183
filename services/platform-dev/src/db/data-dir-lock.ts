// One server per data folder: PGlite has no locking of its own, and two processes writing one folder would
// corrupt it. The lock is a pid file; a file left by a process that no longer runs is taken over.
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export class DataDirBusyError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      return () => unlink(file).catch(() => {});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(pid) && isRunning(pid)) {
        throw new DataDirBusyError(`${dir} is in use by another platform-dev (pid ${pid}); stop it first`);
      }
      await unlink(file).catch(() => {});
    }
  }
  throw new DataDirBusyError(`could not lock ${dir}`);
}
