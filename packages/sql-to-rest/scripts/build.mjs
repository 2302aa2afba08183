// Builds dist/: JavaScript and declaration files from src/ (tests excluded). Type errors are the
// `typecheck` script's job, so the build skips checking and stays fast enough for `prepare`.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
const run = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json'), '--noCheck'], {
  stdio: 'inherit',
});
if (run.status !== 0) process.exit(run.status ?? 1);

// The sources import each other as `./x.ts`; tsc rewrites that to `.js` in the JavaScript it emits but
// keeps `.ts` in declarations, which some consumers' TypeScript settings reject. Point them at `.js`.
const SPECIFIER = /(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\.ts\2/g;
for (const entry of readdirSync(dist, { recursive: true })) {
  const path = join(dist, String(entry));
  if (!path.endsWith('.d.ts')) continue;
  const text = readFileSync(path, 'utf8');
  const fixed = text.replace(SPECIFIER, '$1$2$3.js$2');
  if (fixed !== text) writeFileSync(path, fixed);
}
