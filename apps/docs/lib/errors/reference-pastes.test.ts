import { buildPasteIndex, findErrors } from '@platform/docs-core/errors/paste-parser';
import { describe, expect, it } from 'vitest';
import { errorSections } from '@/data/errors';
import { indexSections } from './error-index';

const index = buildPasteIndex(indexSections(errorSections));
const codes = (paste: string) =>
  findErrors(paste, index).map((match) => `${match.entry.source}:${match.entry.code}`);
const first = (paste: string) => codes(paste)[0];

// The site's whole Errors reference through the paste parser (its own unit tests are in @platform/docs-core):
// real pastes find their entries, and no code of the reference turns up in dates, versions or plain words.
describe('pasting an error finds its entries', () => {
  it.each([
    [
      'a PostgREST JSON body',
      '{"code":"PGRST116","details":"The result contains 0 rows","hint":null,"message":"JSON object requested, multiple (or no) rows returned"}',
      'postgrest:PGRST116',
    ],
    [
      'a supabase-js error as console.log prints it',
      `{
  code: '42501',
  details: null,
  hint: null,
  message: 'new row violates row-level security policy for table "todos"'
}`,
      'postgres:42501',
    ],
    [
      'an AuthApiError line with no code',
      'AuthApiError: Invalid login credentials\n    at handleError (fetch.ts:102:9)',
      'auth:invalid_credentials',
    ],
    [
      'an AuthApiError object with its code',
      "AuthApiError: Email not confirmed\n    at ... {\n  __isAuthError: true,\n  status: 400,\n  code: 'email_not_confirmed'\n}",
      'auth:email_not_confirmed',
    ],
    [
      'psql verbose output',
      'ERROR:  42P01: relation "todoz" does not exist\nLINE 1: select * from todoz;',
      'postgres:42P01',
    ],
    [
      'a Postgres log line with SQLSTATE',
      '2024-04-25 10:12:01.123 UTC [123] postgres@postgres ERROR:  duplicate key value violates unique constraint "accounts_pkey" SQLSTATE 23505',
      'postgres:23505',
    ],
    [
      'CLI output',
      'supabase_storage_my-app container logs:\nError: connect ECONNREFUSED 172.18.0.3:5432\nservice not healthy: [supabase_storage_my-app]',
      'cli:service-not-healthy',
    ],
    [
      'a Storage error',
      'StorageApiError: Bucket not found\n  statusCode: "404", error: "NoSuchBucket"',
      'storage:NoSuchBucket',
    ],
    [
      'a stack trace with a PostgREST code inside',
      `Error: Could not find the function public.add_todo(title) in the schema cache
    at PostgrestBuilder.then (node_modules/@supabase/postgrest-js/dist/cjs/PostgrestBuilder.js:115:23)
    at async addTodo (app/actions.ts:12:3) { code: 'PGRST202' }`,
      'postgrest:PGRST202',
    ],
    ['a Realtime subscribe status', "channel status: 'CHANNEL_ERROR' Unauthorized", 'realtime:CHANNEL_ERROR'],
  ])('%s', (_kind, paste, expected) => {
    expect(first(paste)).toBe(expected);
  });

  it('finds every code of a paste with several, keyed codes before messages', () => {
    const paste = `[error] insert failed {"code":"23503","message":"insert or update on table \\"members\\" violates foreign key constraint"}
[error] then: {"code":"PGRST301","message":"JWT expired"}
AuthApiError: Invalid Refresh Token: Already Used`;
    expect(codes(paste)).toEqual(
      expect.arrayContaining(['postgres:23503', 'postgrest:PGRST301', 'auth:refresh_token_already_used']),
    );
    expect(codes(paste).slice(0, 2)).toEqual(['postgres:23503', 'postgrest:PGRST301']);
  });

  it('reads a code in JSON inside a log line', () => {
    const line =
      '2024-04-25T10:00:00Z level=error msg="request failed" body="{\\"code\\":\\"22P02\\",\\"message\\":\\"invalid input syntax for type uuid: \\\\\\"undefined\\\\\\"\\"}"';
    expect(first(line)).toBe('postgres:22P02');
  });

  it('matches nothing in near misses: a longer code, dates, times, versions', () => {
    expect(codes('PGRST1160 is not a code, nor is XPGRST116')).toEqual([]);
    expect(codes('Deployed 2023-05-01 at 12:23:50, build 1.22001.3, port 54321')).toEqual([]);
    expect(codes('Invoice 22001-A dated 2022/05/05')).toEqual([]);
  });

  it('takes ordinary-word codes only when they are named as codes', () => {
    expect(codes('there was a conflict between the teams')).toEqual([]);
    expect(codes('{"error_code":"conflict"}')).toEqual(['auth:conflict']);
    expect(codes('The door is CLOSED')).toEqual([]);
  });

  it('finds a known message without any code', () => {
    expect(first('Error: new row violates row-level security policy for table "objects"')).toMatch(
      /^(postgres:42501|storage:storage-rls)$/,
    );
    expect(first('ERROR: infinite recursion detected in policy for relation "team_members"')).toBe(
      'postgres:42P17',
    );
  });

  it('finds nothing in text that is not an error', () => {
    expect(codes('hello world')).toEqual([]);
    expect(codes('')).toEqual([]);
  });
});
