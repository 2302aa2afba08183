#!/usr/bin/env node
// Entry point of the `sql-to-rest` command. The TypeScript sources are compiled to dist/ by the
// package's `prepare` script, which npm runs for workspace packages during `npm install` / `npm ci`.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('sql-to-rest: dist/ is missing; run `npm run build -w packages/sql-to-rest` first.\n');
  process.exit(2);
}

const { main } = await import(entry.href);

async function readStdin() {
  if (process.stdin.isTTY) return undefined;
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readStdin,
});
