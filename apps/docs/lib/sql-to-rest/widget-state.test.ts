import { initParser } from 'sql-to-rest';
import { beforeAll, describe, expect, it } from 'vitest';
import { translateSql } from './translate-sql';
import {
  blockingError,
  initialWidgetState,
  type Language,
  type WidgetState,
  widgetReducer,
} from './widget-state';

beforeAll(() => initParser());

/** Feeds SQL texts to the reducer one after the other, as typing would. */
function typed(...texts: string[]): WidgetState {
  return texts.reduce(
    (state, sql) => widgetReducer(state, { type: 'sql-changed', sql, outcome: translateSql(sql) }),
    initialWidgetState(''),
  );
}

const greyed = (state: WidgetState) =>
  (['curl', 'http', 'js'] as Language[]).filter((language) => state.panels[language].disabled);

const good = 'select title from books where pages > 100 limit 5';

describe('SQL-to-REST widget state', () => {
  it('fills all three outputs after a successful translation', () => {
    const state = typed(good);
    expect(state.error).toBeUndefined();
    expect(state.panels.curl.text).toBe(
      "curl -G 'http://localhost:54321/rest/v1/books' \\\n  -d 'select=title' \\\n  -d 'pages=gt.100' \\\n  -d 'limit=5'",
    );
    expect(state.panels.http.text).toBe(
      'GET /rest/v1/books?select=title&pages=gt.100&limit=5 HTTP/1.1\nHost: localhost:54321',
    );
    expect(state.panels.js.text).toContain(".from('books')");
    expect(greyed(state)).toEqual([]);
  });

  it.each([
    ['parse', 'select title, from books'],
    ['unsupported', 'select distinct title from books'],
    ['unimplemented', 'select * from books join authors using (author_id)'],
  ])('keeps the last output greyed behind a %s error', (kind, sql) => {
    const state = typed(good, sql);
    expect(state.error?.kind).toBe(kind);
    expect(state.error?.message.length).toBeGreaterThan(0);
    expect(blockingError(state)?.kind).toBe(kind);
    expect(greyed(state)).toEqual(['curl', 'http', 'js']);
    expect(state.panels.curl.text).toContain('pages=gt.100');
  });

  it('gives the parse error a hint', () => {
    expect(typed('select title, from books').error?.hint).toMatch(/trailing comma/);
  });

  it('clears every error and replaces all outputs on the next success', () => {
    const state = typed(good, 'select distinct title from books', 'select name from authors');
    expect(state.error).toBeUndefined();
    expect(state.panels.http.text).toContain('/rest/v1/authors?select=name');
    expect(state.panels.js.text).toContain(".from('authors')");
    expect(greyed(state)).toEqual([]);
  });

  it('greys only the JavaScript tab for a JavaScript renderer error, with the message above it', () => {
    const state = typed(good, 'select title from books offset 10');
    expect(state.error).toMatchObject({ kind: 'render', renderer: 'js' });
    expect(blockingError(state)).toBeUndefined();
    expect(greyed(state)).toEqual(['js']);
    expect(state.panels.js.error?.message).toBe('supabase-js cannot skip rows without a limit');
    expect(state.panels.curl.text).toContain("-d 'offset=10'");
    expect(state.panels.js.text).toContain('.limit(5)');
  });

  it('greys cURL and HTTP together for an HTTP renderer error', () => {
    const state = widgetReducer(typed(good), {
      type: 'sql-changed',
      sql: 'select * from books',
      outcome: {
        ...(translateSql('select * from books') as Extract<
          ReturnType<typeof translateSql>,
          { type: 'translated' }
        >),
        http: { ok: false, error: { kind: 'render', renderer: 'http', message: 'The table name is empty' } },
      },
    });
    expect(greyed(state)).toEqual(['curl', 'http']);
    expect(state.panels.curl.error?.message).toBe('The table name is empty');
    expect(state.panels.http.error?.message).toBe('The table name is empty');
  });

  it('greys only cURL when the base URL does not parse', () => {
    const state = widgetReducer(typed(good), { type: 'base-url-changed', baseUrl: 'not a url' });
    expect(greyed(state)).toEqual(['curl']);
    expect(state.panels.curl.error?.message).toBe('Invalid URL');
    expect(state.panels.http.error).toBeUndefined();
  });

  it('writes a new base URL into the cURL and HTTP outputs and offers its host as clickable text', () => {
    const state = widgetReducer(typed(good), {
      type: 'base-url-changed',
      baseUrl: 'https://abc.example.co/rest/v1',
    });
    expect(state.panels.curl.text).toContain("'https://abc.example.co/rest/v1/books'");
    expect(state.panels.curl.hostTexts).toEqual(['https://abc.example.co/rest/v1']);
    expect(state.panels.http.text).toContain('Host: abc.example.co');
    expect(state.panels.http.hostTexts).toEqual(['abc.example.co']);
  });

  it('keeps the state as it was when the translator fails in an unexpected way', () => {
    const before = typed(good);
    const after = widgetReducer(before, {
      type: 'sql-changed',
      sql: 'select 1',
      outcome: { type: 'unexpected', error: new Error('boom') },
    });
    expect(after).toEqual({ ...before, sql: 'select 1' });
  });

  it('starts from the translation made when the page was built', () => {
    const state = initialWidgetState(good, undefined, translateSql(good));
    expect(state).toEqual(typed(good));
    expect(state.panels.curl.text).toContain("-d 'limit=5'");
  });

  it('formats the outputs once per translation: switching tabs reuses them', () => {
    const state = typed(good);
    const switched = widgetReducer(state, { type: 'language-selected', language: 'http' });
    expect(switched.panels).toBe(state.panels);
    const failed = widgetReducer(state, {
      type: 'sql-changed',
      sql: 'select 1',
      outcome: { type: 'unexpected', error: 'boom' },
    });
    expect(failed.panels).toBe(state.panels);
  });

  it('starts on the cURL tab and switches language', () => {
    const state = initialWidgetState('');
    expect(state.language).toBe('curl');
    expect(widgetReducer(state, { type: 'language-selected', language: 'js' }).language).toBe('js');
  });

  it('lists the assumptions of the last translation', () => {
    const state = typed(
      'select books.title, authors.name from books join authors on authors.id = books.author_id',
    );
    expect(state.assumptions.join(' ')).toMatch(/foreign key/);
  });
});
