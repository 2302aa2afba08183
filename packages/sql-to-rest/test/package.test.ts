/**
 * Uses the package the way someone outside this repository would: `npm pack`, install the tarball into
 * an empty folder, import it from plain Node ESM, type-check a TypeScript file against the shipped
 * declarations (module nodenext, no CommonJS), translate one query, and run the CLI through `npx`.
 * The tarball's dependencies come from the local npm cache when they are there (`--prefer-offline`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = new URL('..', import.meta.url).pathname;
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
let scratch = '';

/**
 * `npm test -w …` runs us with npm's lifecycle variables (workspace, prefix…) in the environment; an
 * `npm install` in the scratch folder must not inherit them, or it would install into the monorepo.
 */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    const keep = !/^npm_/i.test(name) || /^npm_config_(cache|registry|userconfig)$/i.test(name);
    if (keep) env[name] = value;
  }
  return { ...env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
}

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, {
    cwd,
    env: cleanEnv(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs tsc in the scratch folder; tsc prints its diagnostics on stdout. */
function typeCheck(): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [tsc, '-p', '.'], {
    cwd: scratch,
    env: cleanEnv(),
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'sql-to-rest-pack-'));
  // `npm pack` runs the `prepare` script, so the tarball holds a fresh dist/.
  run('npm', ['pack', '--pack-destination', scratch], packageDir);
  const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({ name: 'scratch', private: true, type: 'module' }),
  );
  run('npm', ['install', '--prefer-offline', '--no-package-lock', `./${tarball}`], scratch);
}, 180_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the packed package in an empty folder', () => {
  it('imports from plain Node ESM and translates a query (WASM found without configuration)', () => {
    writeFileSync(
      join(scratch, 'use.mjs'),
      [
        "import { translate, renderHttp, renderSupabaseJs } from 'sql-to-rest';",
        "const { statement } = await translate('select title from books where year > 2000 limit 5');",
        'const request = renderHttp(statement);',
        'console.log(JSON.stringify({ path: request.path, query: request.query, js: renderSupabaseJs(statement).code }));',
      ].join('\n'),
    );
    const output = JSON.parse(run(process.execPath, ['use.mjs'], scratch));
    expect(output.path).toBe('/books');
    expect(output.query).toEqual([
      ['select', 'title'],
      ['year', 'gt.2000'],
      ['limit', '5'],
    ]);
    expect(output.js).toContain(".from('books')");
  });

  it('type-checks TypeScript against the shipped declarations (module nodenext)', () => {
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          noEmit: true,
          types: [],
          lib: ['ES2023', 'DOM'],
        },
        files: ['check.ts'],
      }),
    );
    writeFileSync(
      join(scratch, 'check.ts'),
      [
        "import { type HttpRequest, type Statement, isTranslatorError, renderHttp, translate } from 'sql-to-rest';",
        "const { statement, assumptions } = await translate('select title from books');",
        'const typed: Statement = statement;',
        'const request: HttpRequest = renderHttp(typed);',
        'const first: string | undefined = assumptions[0];',
        "const error: boolean = isTranslatorError(new Error('x'));",
        'console.log(request.method, first, error);',
      ].join('\n'),
    );
    const good = typeCheck();
    expect(good.output).toBe('');
    expect(good.status).toBe(0);
    // The check is real: a wrong type is reported.
    writeFileSync(
      join(scratch, 'check.ts'),
      "import { renderHttp } from 'sql-to-rest';\nconst wrong: number = renderHttp({ type: 'delete', from: { name: 't' } }).path;\nconsole.log(wrong);\n",
    );
    const bad = typeCheck();
    expect(bad.status).not.toBe(0);
    expect(bad.output).toMatch(/not assignable to type 'number'/);
  });

  it('runs the CLI through npx', () => {
    const output = run(
      'npx',
      ['--no', '--', 'sql-to-rest', '--format', 'curl', 'select title from books'],
      scratch,
    );
    expect(output).toContain("curl -G 'http://localhost:54321/rest/v1/books'");
    expect(output).toContain("-d 'select=title'");
  });
});
