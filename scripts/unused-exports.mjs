#!/usr/bin/env node
// Lists exports that nothing imports, in two groups: used nowhere (delete them) and used only in their own
// file (drop the `export`). Knip finds the imports across the workspaces (it reads Next.js, Vitest and
// Playwright entry points); it is fetched at a pinned version when run, not installed, and run twice because
// its report alone does not say whether the file itself uses the export. Files run by path that no package.json
// script names are given to knip as entries (ENTRIES), or what they import would be listed as unused.
//
//   node scripts/unused-exports.mjs [path-prefix…]   e.g. apps/docs services/platform-dev
//
// Exit code 1 when anything is listed, 0 when nothing is, 2 when knip could not run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const KNIP = 'knip@6.44.2';
const DEFAULT_ENTRIES = ['{index,cli,main}', 'src/{index,cli,main}'].map(
  (name) => `${name}.{js,mjs,cjs,jsx,ts,mts,cts,tsx}`,
);
/** Per workspace; knip drops its default entries for a workspace given here, so those are repeated. */
const ENTRIES = {
  // Commands that build/steps.mjs runs as `node scripts/<name>.mjs`, the browser tests' setup, the examples.
  'apps/docs': ['scripts/*.mjs', 'e2e/global-setup.ts', 'examples/**/*.{ts,tsx}'],
  // The seed command: its package.json script runs the build output (dist/seed/seed-cli.js), not this source.
  'services/platform-dev': [...DEFAULT_ENTRIES, 'src/seed/seed-cli.ts'],
};
const root = resolve(fileURLToPath(import.meta.url), '../..');
const prefixes = process.argv.slice(2).map((prefix) => prefix.replace(/\/+$/, ''));

/** Knip's unused exports and types as `{ file, line, name, kind }`, paths relative to the repository. */
function knipFindings(config) {
  const args = ['exec', '--yes', `--package=${KNIP}`, '--', 'knip', '--include', 'exports,types'];
  args.push('--reporter', 'json', '--no-progress');
  args.push('--config', config);
  const run = spawnSync('npm', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    process.stderr.write(`knip did not report (exit ${run.status}):\n${run.stderr}\n`);
    process.exit(2);
  }
  return report.issues.flatMap((issue) =>
    [
      ...(issue.exports ?? []).map((item) => ({ ...item, kind: 'value' })),
      ...(issue.types ?? []).map((item) => ({ ...item, kind: 'type' })),
    ].map((item) => ({ file: issue.file, line: item.line, name: item.name, kind: item.kind })),
  );
}

const key = (finding) => `${finding.file}:${finding.line}:${finding.name}`;
const wanted = (finding) =>
  prefixes.length === 0 || prefixes.some((prefix) => finding.file.startsWith(`${prefix}/`));
const byPlace = (a, b) => a.file.localeCompare(b.file) || a.line - b.line;

const folder = mkdtempSync(join(tmpdir(), 'unused-exports-'));
let all;
let nowhere;
try {
  const workspaces = Object.fromEntries(Object.entries(ENTRIES).map(([dir, entry]) => [dir, { entry }]));
  const config = join(folder, 'knip.json');
  const nowhereConfig = join(folder, 'knip-nowhere.json');
  writeFileSync(config, JSON.stringify({ workspaces }));
  writeFileSync(nowhereConfig, JSON.stringify({ workspaces, ignoreExportsUsedInFile: true }));
  all = knipFindings(config).filter(wanted);
  nowhere = knipFindings(nowhereConfig).filter(wanted);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
const nowhereKeys = new Set(nowhere.map(key));
const ownFile = all.filter((finding) => !nowhereKeys.has(key(finding)));

const line = (finding) =>
  `- ${finding.file}:${finding.line} \`${finding.name}\`${finding.kind === 'type' ? ' (type)' : ''}`;
for (const [title, findings] of [
  ['Used nowhere', nowhere],
  ['Used only in their own file', ownFile],
]) {
  console.log(`## ${title} (${findings.length})\n`);
  console.log(findings.length === 0 ? '(none)\n' : `${findings.sort(byPlace).map(line).join('\n')}\n`);
}
process.exitCode = nowhere.length + ownFile.length > 0 ? 1 : 0;
