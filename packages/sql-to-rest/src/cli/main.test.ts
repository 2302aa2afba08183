import { describe, expect, it } from 'vitest';
import { main } from './main.ts';

async function run(argv: string[], stdin?: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    readStdin: async () => stdin,
  });
  return { code, stdout, stderr };
}

describe('sql-to-rest CLI', () => {
  it('prints one JSON object for --format json', async () => {
    const { code, stdout } = await run(['--format', 'json', 'select title from books']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      ok: true,
      method: 'GET',
      path: '/books',
      query: [['select', 'title']],
      headers: [],
      body: null,
      url: 'http://localhost:54321/rest/v1/books?select=title',
      assumptions: [],
      renderErrors: {},
    });
  });

  it('reads SQL from standard input and honours --base-url', async () => {
    const { code, stdout } = await run(
      ['--base-url=https://example.com/rest/v1', '--format', 'http'],
      'delete from t where id = 1',
    );
    expect(code).toBe(0);
    expect(stdout).toBe('DELETE /rest/v1/t?id=eq.1 HTTP/1.1\nHost: example.com\n');
  });

  it('reports a translation error as JSON with exit code 1', async () => {
    const { code, stdout } = await run(['--format', 'json', 'select distinct a from t']);
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual({
      ok: false,
      error: {
        kind: 'unsupported',
        message: 'PostgREST does not support DISTINCT',
        hint: expect.any(String),
      },
    });
  });

  it('keeps the other outputs when one renderer fails', async () => {
    const { code, stdout } = await run(['--format', 'json', 'select a from t offset 3']);
    expect(code).toBe(0);
    const output = JSON.parse(stdout);
    expect(output.js).toBeNull();
    expect(output.renderErrors.js.message).toContain('without a limit');
    expect(output.url).toBe('http://localhost:54321/rest/v1/t?select=a&offset=3');
  });

  it('exits with 2 on usage errors', async () => {
    expect((await run(['--format', 'xml', 'select 1'])).code).toBe(2);
    expect((await run(['--base-url', 'nope', 'select a from t'])).code).toBe(2);
    expect((await run([], undefined)).code).toBe(2);
    expect((await run(['--nope'])).code).toBe(2);
  });

  it('explains a usage error on standard error with the usage text when the format is not JSON', async () => {
    const { code, stdout, stderr } = await run(['--nope', 'select a from t']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Unknown option --nope\n\nUsage: sql-to-rest /);
  });

  describe.each([
    ['an unknown option', ['--format', 'json', '--nope', 'select a from t'], 'Unknown option --nope'],
    [
      'an unknown option before --format',
      ['--nope', '--format=json', 'select a from t'],
      'Unknown option --nope',
    ],
    ['a flag without its value', ['--format', 'json', '--base-url'], '--base-url needs a value'],
    ['missing SQL', ['--format', 'json'], 'No SQL given: pass it as an argument or on standard input'],
    [
      'a blank SQL argument',
      ['--format', 'json', '   '],
      'No SQL given: pass it as an argument or on standard input',
    ],
    [
      'a base URL that does not parse',
      ['--format', 'json', '--base-url', 'nope', 'select a from t'],
      'Invalid --base-url "nope"',
    ],
    [
      'a base URL that is not HTTP',
      ['--format', 'json', '--base-url', 'ftp://h/rest/v1', 'select a from t'],
      'Invalid --base-url "ftp://h/rest/v1"',
    ],
  ])('with --format json, %s', (_, argv, message) => {
    it('prints one JSON usage error on standard output and exits with 2', async () => {
      const { code, stdout, stderr } = await run(argv, undefined);
      expect(code).toBe(2);
      expect(stderr).toBe('');
      expect(stdout.endsWith('\n')).toBe(true);
      expect(stdout.trim().split('\n')).toHaveLength(1);
      expect(JSON.parse(stdout)).toEqual({
        ok: false,
        error: { kind: 'usage', message, hint: expect.stringContaining('sql-to-rest --help') },
      });
    });
  });

  it('carries the base-URL hint into the JSON usage error', async () => {
    const { stdout } = await run(['--format', 'json', '--base-url', 'ftp://h/rest/v1', 'select a from t']);
    expect(JSON.parse(stdout).error.hint).toContain('must start with http:// or https://');
  });
});
