import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkCli } from './checks/cli';
import { checkComponents } from './checks/components';
import { checkFrontMatter } from './checks/front-matter';
import { linkCheck } from './checks/links';
import { allMetaProblems, sidebarCheck } from './checks/sidebar';
import { sqlCheck } from './checks/sql';
import { type GuideSite, mdxFiles } from './page-tree';
import type { PageCheck, PageProblem } from './problem';

/*
 * The page check: every check over each page asked for, the problems in file and line order. The source
 * checks (front matter, components, links, sidebar) take milliseconds; `run` adds those that execute the
 * page's code (SQL on PGlite, CLI commands, inline snippets), which the run over all pages leaves to the
 * docs-as-code tests of `npm test`.
 */

export type CheckOptions = {
  /** Also run the page's SQL, CLI and snippet checks. */
  run: boolean;
  /** Checks that other modules add when present (inline snippets, prose); see optionalChecks(). */
  extra?: { source: PageCheck[]; run: PageCheck[] };
};

/** The source-only checks of a site: the ones the dev server also runs when a page is saved. */
export function sourceChecks(site: GuideSite): PageCheck[] {
  let files: string[] | undefined;
  const pageFiles = () => {
    files ??= mdxFiles(site.contentRoot);
    return files;
  };
  return [checkFrontMatter, checkComponents, linkCheck(site), sidebarCheck(site, pageFiles)];
}

/** The checks that run the page's code. */
export function runChecks(site: GuideSite): PageCheck[] {
  return [sqlCheck(site), checkCli];
}

const here = new URL('./', import.meta.url).pathname;

/**
 * The snippet type-check and the prose linter, when their modules are in the tree: `snippets` exporting
 * `checkSnippets` and `prose` exporting `checkProse`, beside the other checks. They are built separately.
 */
export async function optionalChecks(): Promise<{ source: PageCheck[]; run: PageCheck[] }> {
  const load = async (name: string, exported: string): Promise<PageCheck[]> => {
    const path = join(here, 'checks', `${name}.ts`);
    if (!existsSync(path)) return [];
    const module = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
    const check = module[exported];
    return typeof check === 'function' ? [check as PageCheck] : [];
  };
  return { source: await load('prose', 'checkProse'), run: await load('snippets', 'checkSnippets') };
}

function byPlace(a: PageProblem, b: PageProblem): number {
  return (
    a.file.localeCompare(b.file) ||
    a.line - b.line ||
    a.column - b.column ||
    a.message.localeCompare(b.message)
  );
}

/** A check that throws (a bug in the check, not in the page) is reported on the page instead of ending the run. */
async function safely(check: PageCheck, page: { file: string; source: string }): Promise<PageProblem[]> {
  try {
    return await check(page);
  } catch (error) {
    return [
      {
        file: page.file,
        line: 1,
        column: 1,
        message: `the check ${check.name || ''} failed: ${String(error)}`,
      },
    ];
  }
}

/** Checks the given .mdx files (absolute paths) and returns every problem, sorted, each one once. */
export async function checkPages(
  site: GuideSite,
  files: readonly string[],
  options: CheckOptions,
): Promise<PageProblem[]> {
  const checks = [
    ...sourceChecks(site),
    ...(options.extra?.source ?? []),
    ...(options.run ? [...runChecks(site), ...(options.extra?.run ?? [])] : []),
  ];
  const problems: PageProblem[] = [];
  for (const absolute of files) {
    const page = { file: relative(site.repoRoot, absolute), source: readFileSync(absolute, 'utf8') };
    const found = await Promise.all(checks.map((check) => safely(check, page)));
    problems.push(...found.flat());
  }
  const seen = new Set<string>();
  return problems.sort(byPlace).filter((problem) => {
    const key = `${problem.file}:${problem.line}:${problem.column} ${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every page of the site and every meta.json entry, source checks only (the run over all pages). */
export async function checkAllPages(site: GuideSite, options: CheckOptions): Promise<PageProblem[]> {
  const files = mdxFiles(site.contentRoot);
  const problems = await checkPages(site, files, options);
  const seen = new Set(
    problems.map((problem) => `${problem.file}:${problem.line}:${problem.column} ${problem.message}`),
  );
  const meta = allMetaProblems(site, files).filter(
    (problem) => !seen.has(`${problem.file}:${problem.line}:${problem.column} ${problem.message}`),
  );
  return [...problems, ...meta].sort(byPlace);
}
