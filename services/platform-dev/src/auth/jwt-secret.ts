// The HS256 secret: from PLATFORM_DEV_JWT_SECRET, or generated once per data folder and kept there (mode
// 600), so tokens survive a restart. It is never printed.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const SECRET_FILE = 'jwt-secret';

export async function loadJwtSecret(configured: string | null, dataDir: string | null): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  if (!dataDir) return generated;
  const file = join(dataDir, SECRET_FILE);
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await writeFile(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}
