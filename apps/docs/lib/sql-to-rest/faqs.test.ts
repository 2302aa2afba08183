import { initParser, renderHttp, translate } from 'sql-to-rest';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicableFaqs, type FaqId } from './faqs';
import type { Language } from './widget-state';

beforeAll(() => initParser());

async function faqs(sql: string, language: Language): Promise<FaqId[]> {
  const { statement } = await translate(sql);
  return applicableFaqs({ language, statement, request: renderHttp(statement) });
}

describe('FAQ conditions (spec §9)', () => {
  it('explains the format of the selected tab only', async () => {
    const sql = 'select * from books';
    expect(await faqs(sql, 'curl')).toContain('what-is-curl');
    expect(await faqs(sql, 'curl')).not.toContain('what-is-http');
    expect(await faqs(sql, 'http')).toEqual(['what-is-http']);
    expect(await faqs(sql, 'js')).toEqual(['what-is-supabase-js']);
  });

  it('explains -G and -d for a cURL GET with parameters, not for a POST', async () => {
    expect(await faqs('select * from books', 'curl')).toContain('curl-get-data');
    expect(await faqs("insert into books (title) values ('Dune')", 'curl')).not.toContain('curl-get-data');
  });

  it('explains aliases, and why they are lower case only when all of them are', async () => {
    expect(await faqs('select title as name from books', 'http')).toEqual([
      'what-is-http',
      'aliases',
      'lower-case-aliases',
    ]);
    expect(await faqs('select title as "Name" from books', 'http')).toEqual(['what-is-http', 'aliases']);
    expect(await faqs('select title from books', 'http')).toEqual(['what-is-http']);
  });

  it('finds aliases inside joined tables', async () => {
    const sql =
      'select books.title, authors.name as writer from books join authors on authors.id = books.author_id';
    expect(await faqs(sql, 'js')).toEqual(['what-is-supabase-js', 'aliases', 'lower-case-aliases', 'joins']);
  });

  it('explains AND when the filter combines conditions with it', async () => {
    expect(await faqs('select * from books where a = 1 and b = 2', 'js')).toContain('and');
    expect(await faqs('select * from books where a = 1 or (b = 2 and c = 3)', 'js')).toContain('and');
    expect(await faqs('select * from books where a = 1 or b = 2', 'js')).not.toContain('and');
  });

  it('explains % becoming * in the HTTP outputs for LIKE and ILIKE patterns with %', async () => {
    const sql = "select * from books where title ilike '%dune%'";
    expect(await faqs(sql, 'http')).toContain('like-wildcard');
    expect(await faqs(sql, 'curl')).toContain('like-wildcard');
    expect(await faqs(sql, 'js')).not.toContain('like-wildcard');
    expect(await faqs("select * from books where title like 'Dune'", 'http')).not.toContain('like-wildcard');
    expect(await faqs("select * from books where title = '100%'", 'http')).not.toContain('like-wildcard');
  });

  it('explains range() in JavaScript only when both LIMIT and OFFSET are given', async () => {
    expect(await faqs('select * from books limit 10 offset 20', 'js')).toContain('range');
    expect(await faqs('select * from books limit 10 offset 20', 'http')).not.toContain('range');
    expect(await faqs('select * from books limit 10', 'js')).not.toContain('range');
  });

  it('shows only the format entry before anything has been translated', () => {
    expect(applicableFaqs({ language: 'curl' })).toEqual(['what-is-curl']);
  });
});
