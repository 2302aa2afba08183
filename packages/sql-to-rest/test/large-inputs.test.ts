import { beforeAll, describe, expect, it } from 'vitest';
import { largeInputs } from '../bench/large-inputs.mjs';
import {
  formatCurl,
  formatHttp,
  initParser,
  renderHttp,
  renderSupabaseJs,
  translateSync,
} from '../src/index.ts';

// What the bench's largest inputs translate to: the fast paths for long lists and long values must give the
// same text as the general ones. How long they take is the bench's business (`npm run bench`), not a test's.

const BASE = 'http://localhost:54321/rest/v1';
const range = (length: number) => Array.from({ length }, (_, i) => i);

function outputs(sql: string) {
  const { statement } = translateSync(sql);
  const request = renderHttp(statement);
  return {
    request,
    curl: formatCurl(BASE, request),
    http: formatHttp(BASE, request),
    js: renderSupabaseJs(statement).code,
  };
}

function input(name: string): string {
  const sql = largeInputs[name];
  if (sql === undefined) throw new Error(`No large input named ${name}`);
  return sql;
}

const jsHead = "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n";

beforeAll(() => initParser());

describe('large inputs', () => {
  it('IN of 20,000 numbers: every value, in order, in each output', () => {
    const list = range(20_000).join(',');
    const { request, curl, http, js } = outputs(input('IN of 20,000 values'));
    expect(request.query).toEqual([
      ['select', '*'],
      ['id', `in.(${list})`],
    ]);
    expect(curl).toBe(
      `curl -G 'http://localhost:54321/rest/v1/books' \\\n  -d 'select=*' \\\n  -d 'id=in.(${list})'`,
    );
    expect(http).toBe(`GET /rest/v1/books?select=*&id=in.(${list}) HTTP/1.1\nHost: localhost:54321`);
    expect(js).toBe(`${jsHead}  .in('id', [${range(20_000).join(', ')}])`);
  });

  it('IN of 20,000 strings, and the same list twice: duplicates dropped, first places kept', () => {
    const names = range(20_000).map((i) => `t${i}`);
    const expected = {
      query: ['title', `in.(${names.join(',')})`],
      js: `${jsHead}  .in('title', [${names.map((name) => `'${name}'`).join(', ')}])`,
    };
    const once = outputs(input('IN of 20,000 strings'));
    expect(once.request.query[1]).toEqual(expected.query);
    expect(once.js).toBe(expected.js);
    const quoted = names.map((name) => `'${name}'`);
    const twice = outputs(
      `select * from books where title in (${[...quoted, ...quoted.reverse()].join(',')})`,
    );
    expect(twice.request.query[1]).toEqual(expected.query);
    expect(twice.js).toBe(expected.js);
  });

  it('IN keeps a number and the string of its digits apart, and encodes what needs it', () => {
    const mixed = outputs("select * from books where id in (1, '1', 1.0, 1, '1', true, 'true', true)");
    expect(mixed.request.query[1]).toEqual(['id', 'in.(1,1,1.0,true,true)']);
    expect(mixed.js).toBe(`${jsHead}  .filter('id', 'in', '(1,1,1.0,true,true)')`);
    const text = outputs(
      `select * from books where title in (${range(3_000)
        .map((i) => `'a,b ${i}', 'é''${i}'`)
        .join(',')}, 'a,b 0')`,
    );
    const values = range(3_000).flatMap((i) => [`"a,b ${i}"`, `é'${i}`]);
    expect(text.request.query[1]).toEqual(['title', `in.(${values.join(',')})`]);
    const encoded = values.map((value) =>
      value.replaceAll('"', '%22').replaceAll(' ', '%20').replaceAll('é', '%C3%A9').replaceAll("'", '%27'),
    );
    expect(text.http.split('\n')[0]).toBe(
      `GET /rest/v1/books?select=*&title=in.(${encoded.join(',')}) HTTP/1.1`,
    );
  });

  it('OR of 5,000 terms: one or= parameter with every term', () => {
    const terms = range(5_000)
      .map((i) => `id.eq.${i}`)
      .join(',');
    const { request, js } = outputs(input('OR of 5,000 terms'));
    expect(request.query).toEqual([
      ['select', '*'],
      ['or', `(${terms})`],
    ]);
    expect(js).toBe(`${jsHead}  .or('${terms}')`);
  });

  it('1,000 nested AND/OR: the nesting kept level by level', () => {
    let tree = 'id.eq.0';
    for (let level = 1; level < 999; level += 1) tree = `${level % 2 ? 'or' : 'and'}(${tree},id.eq.${level})`;
    const { request, js } = outputs(input('1,000 nested AND/OR'));
    expect(request.query).toEqual([
      ['select', '*'],
      ['or', `(${tree},id.eq.999)`],
    ]);
    expect(js).toBe(`${jsHead}  .or('${tree},id.eq.999')`);
  });

  it('500 nested NOTs cancel out; 1,000 nested parentheses leave one comparison', () => {
    expect(outputs(input('500 nested NOTs')).request.query[1]).toEqual(['id', 'eq.1']);
    expect(
      outputs(`select * from books where ${'not ('.repeat(501)}id = 1${')'.repeat(501)}`).request.query[1],
    ).toEqual(['id', 'not.eq.1']);
    expect(outputs(input('1,000 nested parentheses')).request.query[1]).toEqual(['id', 'eq.1']);
  });

  it('1,000 columns: all selected, in order', () => {
    const columns = range(1_000).map((i) => `c${i}`);
    const { request, js } = outputs(input('1,000 columns'));
    expect(request.query).toEqual([['select', columns.join(',')]]);
    expect(js).toBe(
      `const { data, error } = await supabase\n  .from('books')\n  .select('${columns.join(', ')}')`,
    );
  });
});
