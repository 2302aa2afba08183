// Vitest global setup: compile src/ to dist/ so tests of the `platform-dev` bin run the current code. When dist/
// is already newer than every source (as after `npm ci`, whose `prepare` built it) nothing is written: other
// steps of `npm test` may be running the bin from dist/ at the same moment.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The modification times of the files under `dir` whose names pass `keep`. */
function mtimes(dir: string, keep: (name: string) => boolean): number[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs);
}

function isDistCurrent(cwd: string): boolean {
  try {
    const sources = mtimes(join(cwd, 'src'), (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const built = mtimes(join(cwd, 'dist'), (name) => name.endsWith('.js'));
    return built.length > 0 && Math.min(...built) > Math.max(...sources);
  } catch {
    return false;
  }
}

export default function setup() {
  const cwd = fileURLToPath(new URL('../..', import.meta.url));
  if (isDistCurrent(cwd)) return;
  const result = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--noCheck'], {
    cwd,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`building dist/ failed:\n${result.stdout}${result.stderr}`);
}
