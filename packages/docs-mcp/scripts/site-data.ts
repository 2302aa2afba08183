/**
 * Writes the data bundle the server reads (dist/docs-data.json). What goes in it is the site's to say: its
 * generator `@platform/docs/docs-data` reads the guides, the CLI and supabase-js references and the Errors
 * reference with the site's own converters. scripts/build.mjs bundles this file with that generator and runs
 * it with the site's folder as the working folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { docsData } from '@platform/docs/docs-data';

const outFile = process.argv[2];
if (!outFile) throw new Error('usage: site-data <out.json>');

const data = docsData();
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, JSON.stringify(data));
console.log(
  `docs-mcp: ${data.pages.length} pages, ${data.cli.commands.length} CLI commands, ${data.errors.entries.length} errors, ${data.js.methods.length} supabase-js methods → ${outFile}`,
);
