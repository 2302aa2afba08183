#!/usr/bin/env node
// Entry point of `npx platform-dev`. The TypeScript sources are compiled to dist/ by the package's `prepare`
// script, which npm runs for workspace packages during `npm install` / `npm ci`.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write(
    'platform-dev: dist/ is missing; run `npm run build -w services/platform-dev` first.\n',
  );
  process.exit(1);
}

const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
