import { describe, expect, it } from 'vitest';
import { buildPasteIndex, findErrors, type IndexedError, MAX_PASTE_LENGTH } from './paste-parser.ts';

// A few entries of each kind the parser treats apart: letter codes, digit-only SQLSTATEs, ordinary words,
// and messages with a name in between (`…`). The site's own reference is run through it in apps/docs.
const entries: IndexedError[] = [
  { anchor: 'PGRST116', source: 'postgrest', code: 'PGRST116', title: 'One row expected', messages: [] },
  { anchor: 'PGRST11', source: 'postgrest', code: 'PGRST11', title: 'A shorter code', messages: [] },
  {
    anchor: '23505',
    source: 'postgres',
    code: '23505',
    title: 'Unique violation',
    messages: ['duplicate key value violates unique constraint …'],
  },
  { anchor: '42501', source: 'postgres', code: '42501', title: 'Insufficient privilege', messages: [] },
  { anchor: 'conflict', source: 'auth', code: 'conflict', title: 'Conflict', messages: [] },
  {
    anchor: 'invalid_credentials',
    source: 'auth',
    code: 'invalid_credentials',
    title: 'Invalid login credentials',
    messages: ['Invalid login credentials'],
  },
];
const index = buildPasteIndex(entries);
const found = (paste: string) =>
  findErrors(paste, index).map((match) => `${match.entry.source}:${match.entry.code}:${match.via}`);

describe('findErrors', () => {
  it('reads a code named by a key, and the longest code where one holds another', () => {
    expect(found('{"code":"PGRST116","message":"…"}')).toEqual(['postgrest:PGRST116:code']);
  });

  it('ranks keyed codes over bare ones and bare ones over messages, then by where they appear', () => {
    const paste = 'Invalid login credentials, then 42501, then SQLSTATE 23505';
    expect(found(paste)).toEqual([
      'postgres:23505:code',
      'postgres:42501:code',
      'auth:invalid_credentials:message',
    ]);
  });

  it('matches a message with a name in its gap, and counts it once with its code', () => {
    expect(found('ERROR: duplicate key value violates unique constraint "accounts_pkey"')).toEqual([
      'postgres:23505:message',
    ]);
    const both = findErrors('error_code: 23505 duplicate key value violates unique constraint "k"', index);
    expect(both.map((match) => [match.entry.code, match.via])).toEqual([['23505', 'code']]);
  });

  it('leaves digit codes inside dates, times, versions and longer codes', () => {
    expect(found('on 2023-05-01 at 12:23:505, version 1.23505.2, PGRST1160, XPGRST116')).toEqual([]);
  });

  it('takes a code that is an ordinary word only when a key or quotes name it', () => {
    expect(found('there was a conflict')).toEqual([]);
    expect(found("status: 'conflict'")).toEqual(['auth:conflict:code']);
    expect(found('got "conflict" back')).toEqual(['auth:conflict:code']);
  });

  it('reads no further than the longest paste it takes', () => {
    expect(found(`${' '.repeat(MAX_PASTE_LENGTH)}PGRST116`)).toEqual([]);
    expect(found('')).toEqual([]);
  });
});
