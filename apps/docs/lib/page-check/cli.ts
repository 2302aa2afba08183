import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pagesTouched } from './changed-pages';
import { checkAllPages, checkPages, optionalChecks } from './check-pages';
import { changedPaths } from './git-changes';
import { docsSite, type GuideSite, mdxFiles } from './page-tree';
import { formatProblem, type PageProblem } from './problem';

/*
 * `npm run check:page -- <file.mdx> …`, `npm run check:pages` (the pages a change touched) and
 * `check:page -- --all` (every page, source checks only, for `npm test`). Prints each problem as
 * `path:line:column message` and exits 1 when there is one.
 */

export const USAGE = `Usage:
  npm run check:page -- <file.mdx> [more.mdx]   every check of those pages, their SQL and CLI samples included
  npm run check:pages                           the same for the pages changed from main (and untracked ones)
  npm run check:page -- --all                   every page and meta.json, without running samples
Options: --no-run  skip the SQL, CLI and snippet checks`;

/**
 * The site each file belongs to: the docs site, or for a page elsewhere (the test fixtures) the nearest
 * `content/guides` folder above it, so its links and sidebar resolve among its own pages.
 */
function groupBySite(site: GuideSite, files: readonly string[]): Map<GuideSite, string[]> {
  const groups = new Map<string, { site: GuideSite; files: string[] }>();
  for (const file of files) {
    const match = /^(.*\/content\/guides)\//.exec(file);
    const own =
      file.startsWith(`${site.contentRoot}/`) || !match?.[1] ? site : { ...site, contentRoot: match[1] };
    const group = groups.get(own.contentRoot) ?? { site: own, files: [] };
    group.files.push(file);
    groups.set(own.contentRoot, group);
  }
  return new Map([...groups.values()].map((group) => [group.site, group.files]));
}

export type CliResult = { lines: string[]; exitCode: number };

export async function pageCheckCli(
  argv: readonly string[],
  cwd: string,
  site: GuideSite = docsSite,
): Promise<CliResult> {
  const started = performance.now();
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const unknown = [...flags].filter((flag) => !['--all', '--changed', '--no-run', '--help'].includes(flag));
  if (flags.has('--help') || unknown.length > 0)
    return {
      lines: [...unknown.map((flag) => `unknown option ${flag}`), USAGE],
      exitCode: flags.has('--help') ? 0 : 2,
    };
  const extra = await optionalChecks();
  const run = !flags.has('--no-run') && !flags.has('--all');
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const summary = (count: number, pages: number) =>
    count === 0
      ? `✓ ${pages} page${pages === 1 ? '' : 's'} checked, no problems (${elapsed()})`
      : `✖ ${count} problem${count === 1 ? '' : 's'} in ${pages} page${pages === 1 ? '' : 's'} checked (${elapsed()})`;

  if (flags.has('--all')) {
    const problems = await checkAllPages(site, { run: false, extra: { source: extra.source, run: [] } });
    return {
      lines: [...problems.map(formatProblem), summary(problems.length, mdxFiles(site.contentRoot).length)],
      exitCode: problems.length > 0 ? 1 : 0,
    };
  }

  let files: string[];
  if (flags.has('--changed')) {
    files = pagesTouched(site, changedPaths(site.repoRoot));
    if (files.length === 0) return { lines: ['No guide changed from main: nothing to check.'], exitCode: 0 };
  } else {
    files = argv.filter((arg) => !arg.startsWith('--')).map((arg) => resolve(cwd, arg));
    if (files.length === 0) return { lines: [USAGE], exitCode: 2 };
    const missing = files.filter((file) => !existsSync(file) || !file.endsWith('.mdx'));
    if (missing.length > 0) return { lines: missing.map((file) => `not an .mdx file: ${file}`), exitCode: 2 };
  }
  const problems: PageProblem[] = [];
  for (const [root, group] of groupBySite(site, files))
    problems.push(...(await checkPages(root, group, { run, extra })));
  return {
    lines: [...problems.map(formatProblem), summary(problems.length, files.length)],
    exitCode: problems.length > 0 ? 1 : 0,
  };
}
