import { execFileSync } from 'node:child_process';

/*
 * Paths (relative to the repository root) a change touches: everything that differs from where the branch
 * left `main` (committed or not), plus untracked files. Without a `main` branch, the changes since HEAD.
 */
export function changedPaths(repoRoot: string): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  let base = 'HEAD';
  try {
    base = git('merge-base', 'main', 'HEAD').trim() || 'HEAD';
  } catch {
    // No main branch here (a shallow clone in CI): compare with HEAD.
  }
  const lines = [
    ...git('diff', '--name-only', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ];
  return [...new Set(lines.map((line) => line.trim()).filter(Boolean))];
}
