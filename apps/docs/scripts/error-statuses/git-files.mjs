// Reads files of one commit from a local git directory (a checkout or a bare clone) without a work tree.
import { execFileSync } from 'node:child_process';

/**
 * @param {string} gitDir
 * @param {string[]} args
 */
function git(gitDir, args) {
  return execFileSync('git', ['-C', gitDir, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

/**
 * The full commit a revision names, and its committer date.
 * @param {string} gitDir
 * @param {string} revision
 */
export function commitOf(gitDir, revision) {
  const [sha = '', date = ''] = git(gitDir, ['log', '-1', '--format=%H %cI', `${revision}^{commit}`])
    .trim()
    .split(' ');
  return { sha, date };
}

/**
 * The text of every file under `folder` at `sha` that `keep` accepts: path → text.
 * @param {string} gitDir
 * @param {string} sha
 * @param {string} folder
 * @param {(path: string) => boolean} keep
 */
export function filesAt(gitDir, sha, folder, keep) {
  const paths = git(gitDir, ['ls-tree', '-r', '--name-only', sha, '--', folder]).split('\n').filter(keep);
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const path of paths) files.set(path, git(gitDir, ['show', `${sha}:${path}`]));
  return files;
}
