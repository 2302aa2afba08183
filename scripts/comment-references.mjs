// What the repository's comments point at. A comment that names a file the reader cannot open, or cites a
// section of a document that is not in the repository, costs a newcomer time; comment-references.test.mjs
// fails on either.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const REPO_ROOT = new URL('..', import.meta.url).pathname;
const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx|css|svelte|astro)$/;

/*
 * Which words of a comment are taken for this repository's paths: a word with one of these extensions that
 * either starts with a folder the repository has (`lib/errors/x.ts`, `scripts/x.mjs`, `src/x.ts`) or, bare, is a
 * test file (`auth.test.ts`). Other files a comment may name are not ours to check: another project's
 * (`internal/api/errors.go`), a package's (`libpg-query.wasm`), a build's (`out/404.html`) or a reader's
 * (`config.toml`, `Next.js`).
 */
const OUR_EXTENSIONS = 'ts|tsx|mts|cts|js|mjs|cjs|jsx|json|sql|md|mdx|css|sh';
const PATH_IN_TEXT = new RegExp(
  `(?<![\\w./@:+*<>{}$-])(?:[\\w.-]+/)*[\\w-][\\w.-]*\\.(?:${OUR_EXTENSIONS})(?![\\w/-])`,
  'g',
);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/**
 * The comments of a source text: `//` comments (at a line's start or after a space, so URLs in strings are not
 * taken for one) and `/* … *\/` blocks, each with the line it starts on.
 * @param {string} source
 * @returns {{ line: number; text: string }[]}
 */
export function commentsOf(source) {
  const comments = [];
  const pattern = /\/\*[\s\S]*?\*\/|(?<=^|[\s;,({])\/\/[^\n]*/gm;
  for (const match of source.matchAll(pattern)) {
    const line = source.slice(0, match.index).split('\n').length;
    comments.push({ line, text: match[0] });
  }
  return comments;
}

/**
 * The paths of this repository a comment's text names (see above for which words count).
 * @param {string} text
 * @param {ReadonlySet<string>} folderNames the names of the repository's folders
 * @returns {string[]}
 */
export function pathsIn(text, folderNames) {
  const paths = [];
  for (const [path] of text.matchAll(PATH_IN_TEXT)) {
    const first = path.split('/')[0] ?? '';
    if (path.includes('/') ? folderNames.has(first) : TEST_FILE.test(path)) paths.push(path);
  }
  return paths;
}

/** A comment that points at a section of a document the repository does not carry. */
export const CITES_MISSING_DOCUMENT = /\bspec(?:'s)?\s*\(?§|\(§\d|\bthe (?:product )?spec(?:'s)?\b/i;

/**
 * Whether `path` names a file or folder of the repository: its full relative path, a path ending in it (comments
 * often name a path from their workspace or app folder), or, for a bare file name, any file of that name.
 * @param {string} path
 * @param {{ paths: ReadonlySet<string>; folders: ReadonlySet<string>; names: ReadonlySet<string> }} tree
 */
export function pathExists(path, tree) {
  if (!path.includes('/')) return tree.names.has(path);
  const suffix = `/${path.replace(/\/$/, '')}`;
  for (const known of [...tree.paths, ...tree.folders]) {
    if (known === path || `/${known}`.endsWith(suffix)) return true;
  }
  return false;
}

/** The repository's files as git knows them (tracked and untracked, not ignored), with their folders and names. */
export function repositoryTree(root = REPO_ROOT) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  const paths = new Set(listed.split('\n').filter(Boolean));
  const folders = new Set();
  for (const path of paths) {
    const parts = path.split('/');
    for (let end = 1; end < parts.length; end++) folders.add(parts.slice(0, end).join('/'));
  }
  return {
    paths,
    folders,
    names: new Set([...paths].map((path) => basename(path))),
    folderNames: new Set([...folders].map((folder) => basename(folder))),
  };
}

/**
 * Every comment in the repository's source files that names a missing file or cites the missing spec.
 * @returns {{ file: string; line: number; problem: string }[]}
 */
export function commentProblems(root = REPO_ROOT) {
  const tree = repositoryTree(root);
  const problems = [];
  for (const file of tree.paths) {
    // This check's own files write made-up paths as examples.
    if (
      !SOURCE_FILE.test(file) ||
      file.includes('/fixtures/') ||
      file.startsWith('scripts/comment-references')
    )
      continue;
    let source;
    try {
      source = readFileSync(`${root}/${file}`, 'utf8');
    } catch {
      continue; // deleted in the working tree but still in the index
    }
    for (const comment of commentsOf(source)) {
      if (CITES_MISSING_DOCUMENT.test(comment.text)) {
        problems.push({
          file,
          line: comment.line,
          problem: 'cites the product spec, which is not in the repository',
        });
      }
      for (const path of pathsIn(comment.text, tree.folderNames)) {
        if (!pathExists(path, tree))
          problems.push({ file, line: comment.line, problem: `names ${path}, which does not exist` });
      }
    }
  }
  return problems;
}
