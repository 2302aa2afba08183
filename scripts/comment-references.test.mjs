import { describe, expect, it } from 'vitest';
import {
  CITES_MISSING_DOCUMENT,
  commentProblems,
  commentsOf,
  pathExists,
  pathsIn,
} from './comment-references.mjs';

const FOLDERS = new Set(['lib', 'errors', 'scripts', 'src']);
const TREE = {
  paths: new Set([
    'apps/docs/lib/errors/paste-parser.ts',
    'scripts/test-all.mjs',
    'apps/docs/lib/cn.test.ts',
  ]),
  folders: new Set(['apps', 'apps/docs', 'apps/docs/lib', 'apps/docs/lib/errors', 'scripts']),
  names: new Set(['paste-parser.ts', 'test-all.mjs', 'cn.test.ts']),
};

describe('commentsOf', () => {
  it('finds line and block comments with their lines, not URLs in strings', () => {
    const source = "const url = 'https://example.com/a.ts';\n// one\nlet a; /* two\n three */\n";
    expect(commentsOf(source)).toEqual([
      { line: 2, text: '// one' },
      { line: 3, text: '/* two\n three */' },
    ]);
  });
});

describe('pathsIn', () => {
  it('takes paths under the repository’s folders and bare test files', () => {
    expect(
      pathsIn('see lib/errors/paste-parser.ts and auth.test.ts (run by scripts/test-all.mjs).', FOLDERS),
    ).toEqual(['lib/errors/paste-parser.ts', 'auth.test.ts', 'scripts/test-all.mjs']);
  });

  it('leaves other projects’, packages’, builds’ and readers’ files, names and patterns alone', () => {
    const text =
      'internal/api/errors.go, Next.js, config.toml, out/404.html, https://x.dev/lib/a.ts, @scope/pkg/lib/a.js, *.test.ts, <name>.test.ts, +page.server.ts';
    expect(pathsIn(text, FOLDERS)).toEqual([]);
  });
});

describe('pathExists', () => {
  it.each([
    ['apps/docs/lib/errors/paste-parser.ts', true],
    ['lib/errors/paste-parser.ts', true],
    ['errors/paste-parser.ts', true],
    ['lib/errors/', true],
    ['cn.test.ts', true],
    ['lib/errors/reproduce-sql.test.ts', false],
    ['auth.test.ts', false],
    ['scripts/build-search-index.mjs', false],
  ])('%s → %s', (path, exists) => {
    expect(pathExists(path, TREE)).toBe(exists);
  });
});

describe('CITES_MISSING_DOCUMENT', () => {
  it.each([
    ['/** Spec §9: tab size 2. */', true],
    ['// the fallback message (spec §8)', true],
    ["// Spec §2's format on mount", true],
    ['/* from the product spec (§4, §5) */', true],
    ["// the spec's fallback sentence", true],
    ['/** RFC 7636 §4.1: 43–128 characters. */', false],
    ['// the CLI spec in data/cli/cli-spec.json', false],
  ])('%s → %s', (comment, cites) => {
    expect(CITES_MISSING_DOCUMENT.test(comment)).toBe(cites);
  });
});

describe('the repository', () => {
  it('has no comment that names a missing file or cites the product spec', () => {
    const problems = commentProblems().map(({ file, line, problem }) => `${file}:${line} ${problem}`);
    expect(problems).toEqual([]);
  });
});
