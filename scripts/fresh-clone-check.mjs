#!/usr/bin/env node
// Proves the repository carries every file its tests read: clones the committed HEAD into an empty temporary
// folder (so no `../shared/` or other sibling sits beside it), borrows this checkout's installed node_modules
// instead of downloading them again, and runs the CLI facts test there.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'docs-fresh-clone-'));
const clone = join(scratch, 'repo');

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

try {
  run('git', ['clone', '--quiet', '--no-hardlinks', root, clone], scratch);
  symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
  run('npx', ['vitest', 'run', 'data/cli/cli-facts.test.ts'], join(clone, 'apps', 'docs'));
  console.log(`fresh clone in ${clone}: the facts test passes without ../shared`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
