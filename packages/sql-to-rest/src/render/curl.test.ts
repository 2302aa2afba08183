import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { initParser, translateSync } from '../index.ts';
import { formatCurl } from './curl.ts';
import { renderHttp } from './http.ts';

const BASE = 'http://localhost:54321/rest/v1';

/** Runs the command in a real shell with `curl` replaced by a function that prints its arguments. */
function argumentsSeenBy(shell: 'bash' | 'sh', command: string): string[] {
  const script = `curl() { for arg in "$@"; do printf '%s\\0' "$arg"; done; }\n${command}`;
  return execFileSync(shell, ['-c', script]).toString().split('\0').slice(0, -1);
}

beforeAll(() => initParser());

describe('formatCurl', () => {
  const tricky = `it's "quoted" $HOME \`whoami\` !history \\back\nnew line`;
  const sql = `insert into notes (body) values ('${tricky.replace(/'/g, "''")}')`;

  it('delivers a body with quotes, $, backticks, !, backslashes and newlines unchanged through bash', () => {
    const command = formatCurl(BASE, renderHttp(translateSync(sql).statement));
    const args = argumentsSeenBy('bash', command);
    const body = args[args.indexOf('-d') + 1];
    expect(JSON.parse(body ?? 'null')).toEqual({ body: tricky });
  });

  it('delivers the same arguments through a POSIX sh', () => {
    const command = formatCurl(BASE, renderHttp(translateSync(sql).statement));
    expect(argumentsSeenBy('sh', command)).toEqual(argumentsSeenBy('bash', command));
  });

  it('uses -G with one percent-encoded -d per parameter for GET', () => {
    const request = renderHttp(translateSync("select title from books where title = 'a b+c&d'").statement);
    const args = argumentsSeenBy('bash', formatCurl(BASE, request));
    expect(args).toEqual(['-G', `${BASE}/books`, '-d', 'select=title', '-d', 'title=eq.a%20b%2Bc%26d']);
  });

  it('uses -X, -H and a JSON -d for writes', () => {
    const request = renderHttp(
      translateSync("update s.books set title = 'x' where id = 1 returning id").statement,
    );
    const args = argumentsSeenBy('bash', formatCurl(BASE, request));
    expect(args).toEqual([
      '-X',
      'PATCH',
      `${BASE}/books?id=eq.1&select=id`,
      '-H',
      'Content-Profile: s',
      '-H',
      'Prefer: return=representation',
      '-H',
      'Content-Type: application/json',
      '-d',
      '{"title":"x"}',
    ]);
  });

  it('refuses a base URL that does not parse', () => {
    const request = renderHttp(translateSync('select * from books').statement);
    expect(() => formatCurl('not a url', request)).toThrow('Invalid URL');
  });
});
