#!/usr/bin/env node
// Checks every internal link and #anchor in the export (build/link-check.mjs).
//
//   node scripts/link-check.mjs [dir]      dir defaults to apps/docs/out
import { checkLinks } from '../build/link-check.mjs';
import { exportRoot, requireExport } from '../build/out-files.mjs';

const root = exportRoot();
await requireExport(root);
const { pages, markdownFiles, linksChecked, broken } = await checkLinks(root);
console.log(
  `Link check: ${pages} pages and ${markdownFiles} Markdown files, ${linksChecked} internal links checked, ${broken.length} broken.`,
);
// The same broken link usually appears several times on a page (header, sidebar, footer): show it once.
/** @type {Map<string, number>} */
const counts = new Map();
for (const { page, url, reason } of broken) {
  const line = `  ${page} → ${url}  (${reason})`;
  counts.set(line, (counts.get(line) ?? 0) + 1);
}
for (const [line, count] of counts) console.log(count > 1 ? `${line} ×${count}` : line);
if (broken.length > 0) process.exitCode = 1;
