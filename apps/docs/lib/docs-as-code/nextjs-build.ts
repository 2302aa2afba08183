import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { exampleAppInputsHash } from './example-app-inputs';

/*
 * A real Next.js app (App Router) made from the guides' example files, built with `next build` (Turbopack) in a
 * temporary directory and served by `next start`. Not under node_modules/.cache as the SvelteKit one is: Next.js
 * compiles nothing under node_modules as app code. The app's node_modules is a link to the workspace's, so it
 * builds with the docs' own Next.js, React and @supabase/ssr. The build is skipped when neither a file nor a
 * package version changed since the last one in this directory.
 */

const docsRoot = new URL('../../', import.meta.url).pathname;
const examples = join(docsRoot, 'examples');
const require = createRequire(import.meta.url);
const nextPackage = dirname(require.resolve('next/package.json'));
const nextBin = join(nextPackage, 'dist/bin/next');
const nodeModules = dirname(nextPackage);

/** One directory per checkout, so two worktrees on one machine never share a build. */
const appDir = join(
  tmpdir(),
  `docs-nextjs-examples-${createHash('sha256').update(docsRoot).digest('hex').slice(0, 12)}`,
);

/**
 * Where each project file comes from: the SSR guide's Next.js example files. (The Next.js quickstart's page uses
 * the same server client; quickstart-nextjs-example.test.ts runs it against the REST stand-in in-process, since a
 * PGlite database for it here would cost more CPU than this whole server.)
 */
const SOURCES: Record<string, string> = {
  'proxy.ts': 'ssr/nextjs/proxy.ts',
  'utils/supabase/env.ts': 'ssr/nextjs/utils/supabase/env.ts',
  'utils/supabase/server.ts': 'ssr/nextjs/utils/supabase/server.ts',
  'utils/supabase/client.ts': 'ssr/nextjs/utils/supabase/client.ts',
  'app/account/page.tsx': 'ssr/nextjs/app/account/page.tsx',
};

/** Turbopack reads no file outside its root, and the linked node_modules lives elsewhere: the common parent. */
function commonParent(a: string, b: string): string {
  const left = a.split(sep);
  const right = b.split(sep);
  let length = 0;
  while (length < left.length && left[length] === right[length]) length += 1;
  return left.slice(0, length).join(sep) || sep;
}

// What `create-next-app` gives an app, trimmed to what these files need (`@/` is the project root there too).
// The config is the test's own: the type check is skipped because `npm test`'s typecheck step already checks
// these example files, and minifying and source maps only cost time in a server nobody debugs.
const GENERATED: Record<string, string> = {
  'package.json': '{ "name": "nextjs-examples", "private": true }\n',
  'tsconfig.json': `${JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'esnext'],
      strict: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      isolatedModules: true,
      skipLibCheck: true,
      paths: { '@/*': ['./*'] },
    },
    include: ['**/*.ts', '**/*.tsx'],
  })}\n`,
  'next.config.mjs': `export default ${JSON.stringify({
    typescript: { ignoreBuildErrors: true },
    turbopack: { root: commonParent(appDir, nodeModules) },
    experimental: {
      turbopackMinify: false,
      turbopackSourceMaps: false,
      turbopackFileSystemCacheForBuild: false,
    },
  })};\n`,
  'app/layout.tsx': [
    "import type { ReactNode } from 'react';",
    '',
    'export default function RootLayout({ children }: { children: ReactNode }) {',
    '  return (',
    '    <html lang="en">',
    '      <body>{children}</body>',
    '    </html>',
    '  );',
    '}',
    '',
  ].join('\n'),
};
// Bundled into the server and the proxy, so a new version means a new build.
const PACKAGES = ['next', 'react', 'react-dom', '@supabase/ssr', '@supabase/supabase-js'];

/** The environment of a child process: without Vitest's variables, telemetry off. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST$|NEXT_PUBLIC_)/.test(name)),
  );
  return { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...extra };
}

/** Builds the app (unless the last build had the same inputs) and returns its directory. */
export async function buildNextjsExamples(): Promise<string> {
  const stamp = join(appDir, 'inputs-hash');
  const hash = exampleAppInputsHash({
    examples,
    sources: SOURCES,
    generated: GENERATED,
    packages: PACKAGES,
  });
  if (existsSync(join(appDir, '.next/BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash)
    return appDir;

  rmSync(appDir, { recursive: true, force: true });
  for (const [target, source] of Object.entries(SOURCES)) {
    mkdirSync(dirname(join(appDir, target)), { recursive: true });
    cpSync(join(examples, source), join(appDir, target));
  }
  for (const [target, text] of Object.entries(GENERATED)) writeFileSync(join(appDir, target), text);
  symlinkSync(nodeModules, join(appDir, 'node_modules'), 'dir');

  // The project URL and key are not set here: the server code reads them when `next start` runs.
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [nextBin, 'build'], {
    cwd: appDir,
    env: childEnv({}),
  });
  // The guide must show the file conventions of the Next.js it targets: a renamed one (middleware.ts, now
  // proxy.ts) still builds, with only this warning to say the page is out of date.
  const deprecation = /^.*file convention is deprecated.*$/m.exec(`${stdout}\n${stderr}`);
  if (deprecation) throw new Error(`next build warns about the example: ${deprecation[0].trim()}`);
  writeFileSync(stamp, hash);
  return appDir;
}

export interface RunningNextApp {
  origin: string;
  stop: () => Promise<void>;
}

/** `next start` on a free port with these environment variables; resolves once Next.js says it is ready. */
export function startNextjsExamples(dir: string, env: Record<string, string>): Promise<RunningNextApp> {
  const child: ChildProcess = spawn(process.execPath, [nextBin, 'start', '-p', '0', '-H', '127.0.0.1'], {
    cwd: dir,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const origin = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (origin && /Ready in/.test(output)) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ origin, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) =>
      reject(new Error(`next start exited (${code}) before it was ready:\n${output}`)),
    );
  });
}
