// The data folder holds password hashes, sessions and the JWT secret: only its owner may read it. PGlite
// writes its files world-readable and world-writable (mode 666, whatever the umask), so the folder is made
// 0700 and everything in it 0600 (folders 0700) on start, after PGlite has written its files, and on close.
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/** Narrows every folder to 0700 and file to 0600 under `dir` (created if missing); returns how many were wider. */
export async function restrictDataDir(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true, mode: FOLDER_MODE });
  let widened = 0;
  const visit = async (path: string): Promise<void> => {
    let info: Awaited<ReturnType<typeof lstat>>;
    try {
      info = await lstat(path);
    } catch {
      return; // removed meanwhile (PGlite rotates files)
    }
    // A symlink is left alone: chmod would change what it points to, which may not be ours.
    if (info.isSymbolicLink()) return;
    const wanted = info.isDirectory() ? FOLDER_MODE : FILE_MODE;
    if ((info.mode & 0o777) !== wanted) {
      if ((info.mode & 0o077) !== 0) widened++;
      await chmod(path, wanted).catch(() => {});
    }
    if (info.isDirectory()) {
      const names = await readdir(path).catch(() => [] as string[]);
      for (const name of names) await visit(join(path, name));
    }
  };
  await visit(dir);
  return widened;
}
