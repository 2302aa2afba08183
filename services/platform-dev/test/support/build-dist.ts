// Vitest global setup: compile src/ to dist/ so tests of the `platform-dev` bin run the current code.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup() {
  const cwd = fileURLToPath(new URL('../..', import.meta.url));
  const result = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--noCheck'], {
    cwd,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`building dist/ failed:\n${result.stdout}${result.stderr}`);
}
