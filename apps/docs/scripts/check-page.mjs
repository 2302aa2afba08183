#!/usr/bin/env node
// `npm run check:page -- <file.mdx> …` and `npm run check:pages`: the page check (lib/page-check/cli.ts).
//
//   node scripts/check-page.mjs <file.mdx> [more] | --changed | --all [--no-run]
import { withTsModule } from './ts-module.mjs';

const { lines, exitCode } = await withTsModule('lib/page-check/cli.ts', ({ pageCheckCli }) =>
  // npm runs workspace scripts in apps/docs; paths on the command line are relative to where it was typed.
  pageCheckCli(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd()),
);
for (const line of lines) console.log(line);
process.exitCode = exitCode;
