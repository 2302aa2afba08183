// Builds dist/: JavaScript and declarations from src/ (tests left out), for what runs the package in Node
// without a bundler (the site's MDX config, which fumadocs-mdx loads with its packages external) and for the
// site's type-check. Type errors are the `typecheck` script's job, so `prepare` stays quick.
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

// tsc rewrites the sources' `./x.ts` imports to `.js` in the JavaScript only; declarations keep `.ts`, which
// names no file in dist/.
const SPECIFIER = /(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\.ts\2/g;
for (const entry of readdirSync(dist, { recursive: true })) {
  const path = join(dist, String(entry));
  if (!path.endsWith('.d.ts')) continue;
  const text = readFileSync(path, 'utf8');
  const fixed = text.replace(SPECIFIER, '$1$2$3.js$2');
  if (fixed !== text) writeFileSync(path, fixed);
}
