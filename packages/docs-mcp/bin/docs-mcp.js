#!/usr/bin/env node
// Entry point of the `docs-mcp` command; dist/ is written by the package's `prepare` script.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('docs-mcp: dist/ is missing; run `npm run build -w packages/docs-mcp` first.\n');
  process.exit(2);
}
const { main } = await import(entry.href);
const code = await main(process.argv.slice(2));
if (code !== 0) process.exit(code);
