import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { exampleAppInputsHash } from './example-app-inputs';

/*
 * A real SvelteKit app made from the guides' example files, built with Vite and @sveltejs/adapter-node into
 * node_modules/.cache (where resolution still finds the docs' SvelteKit, Svelte and Vite). The build is skipped
 * when neither a file nor a package version changed since the last one, which a fresh clone never has.
 */

const docsRoot = new URL('../../', import.meta.url).pathname;
const examples = join(docsRoot, 'examples');
const require = createRequire(import.meta.url);

/** Where each project file comes from: example files under examples/, or the few files a new app has anyway. */
const SOURCES: Record<string, string> = {
  'src/hooks.server.ts': 'ssr/sveltekit/src/hooks.server.ts',
  'src/app.d.ts': 'ssr/sveltekit/src/app.d.ts',
  'src/routes/account/+page.server.ts': 'ssr/sveltekit/src/routes/account/+page.server.ts',
  'src/routes/account/+page.svelte': 'ssr/sveltekit/src/routes/account/+page.svelte',
  'src/routes/+page.server.ts': 'quickstart-sveltekit/src/routes/+page.server.ts',
  'src/routes/+page.svelte': 'quickstart-sveltekit/src/routes/+page.svelte',
};
// What `sv create --template minimal` gives an app, trimmed, with adapter-node instead of adapter-auto.
const GENERATED: Record<string, string> = {
  'package.json': '{ "name": "sveltekit-examples", "private": true, "type": "module" }\n',
  'svelte.config.js':
    "import adapter from '@sveltejs/adapter-node';\nexport default { kit: { adapter: adapter() } };\n",
  'vite.config.js':
    "import { sveltekit } from '@sveltejs/kit/vite';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [sveltekit()] });\n",
  'src/app.html':
    '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8" />%sveltekit.head%</head>\n<body><div>%sveltekit.body%</div></body>\n</html>\n',
};
// The adapter bundles these into the server, so a new version means a new build.
const PACKAGES = [
  '@sveltejs/kit',
  '@sveltejs/adapter-node',
  'svelte',
  'vite',
  '@supabase/ssr',
  '@supabase/supabase-js',
];

/** Builds the app (unless the last build had the same inputs) and returns the path of adapter-node's handler.js. */
export async function buildSvelteKitExamples(): Promise<string> {
  const dir = join(docsRoot, 'node_modules/.cache/sveltekit-examples');
  const handler = join(dir, 'build/handler.js');
  const stamp = join(dir, 'build/inputs-hash');
  const hash = exampleAppInputsHash({
    examples,
    sources: SOURCES,
    generated: GENERATED,
    packages: PACKAGES,
  });
  if (existsSync(handler) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return handler;

  rmSync(dir, { recursive: true, force: true });
  for (const [target, source] of Object.entries(SOURCES)) {
    mkdirSync(dirname(join(dir, target)), { recursive: true });
    cpSync(join(examples, source), join(dir, target));
  }
  for (const [target, text] of Object.entries(GENERATED)) writeFileSync(join(dir, target), text);

  // A child process, as `npm run build` would be: Vitest's own variables would make Svelte build for a test.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST$)/.test(name)),
  );
  const vite = join(dirname(require.resolve('vite/package.json')), 'bin/vite.js');
  await promisify(execFile)(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: dir,
    env: { ...env, NODE_ENV: 'production' },
  });
  writeFileSync(stamp, hash);
  return handler;
}
