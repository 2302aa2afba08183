import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readGuides } from '@/lib/docs-as-code/read-guides';
import { PGLITE_BASE } from './page-runner';
import { type Guide, offersRun, pageSqlOf, sqlBlocksOf } from './page-setup';
import type { PageSql } from './protocol';

/*
 * The page SQL the build writes for the reader's "Run" (app/run-sql/[...page]/route.ts): one JSON file per guide
 * with a runnable block, at `/run-sql/guides/<slug>.json` (lib/run-sql/page-runner.ts finds it from the
 * page's address).
 */

const root = process.cwd();

let cached: Guide[] | undefined;
function guides(): Guide[] {
  cached ??= readGuides(root);
  return cached;
}

/** The JSON file's path segments for a guide: the API index page becomes `guides` and `api.json`. */
export function pageSqlSegments(guidePath: string): string[] {
  const slug = guidePath
    .replace(/^content\/guides\/?/, '')
    .replace(/\.mdx$/, '')
    .replace(/(^|\/)index$/, '');
  const parts = ['guides', ...slug.split('/').filter(Boolean)];
  const last = parts.pop() ?? 'guides';
  return [...parts, `${last}.json`];
}

/** Every guide with a block the reader may run. */
export function runnableGuides(): Guide[] {
  return guides().filter((guide) => sqlBlocksOf(guide.source).some(offersRun));
}

export function pageSqlFor(segments: string[]): PageSql | null {
  const wanted = segments.join('/');
  const guide = runnableGuides().find((candidate) => pageSqlSegments(candidate.path).join('/') === wanted);
  if (!guide) return null;
  const standIn = readFileSync(join(root, 'lib', 'docs-as-code', 'platform-stand-in.sql'), 'utf8');
  const hash = createHash('sha256').update(standIn).digest('hex').slice(0, 12);
  return { ...pageSqlOf(guide, guides(), standIn), standInDataDir: `${PGLITE_BASE}stand-in-${hash}.tar.gz` };
}
