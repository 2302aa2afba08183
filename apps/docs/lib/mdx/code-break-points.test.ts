import { describe, expect, it } from 'vitest';
import { codeBreakPieces } from './code-break-points';

describe('codeBreakPieces', () => {
  it.each([
    ['NEXT_PUBLIC_SUPABASE_URL', ['NEXT_', 'PUBLIC_', 'SUPABASE_', 'URL']],
    ['supabase.auth.signInWithOtp()', ['supabase.', 'auth.', 'signInWithOtp()']],
    ['/guides/getting-started/api-keys/', ['/guides/', 'getting-', 'started/', 'api-', 'keys/']],
    ['supabase db push --dry-run', ['supabase db push --dry-', 'run']],
    ['isAuthPKCECodeVerifierMissingError', ['isAuthPKCECodeVerifierMissingError']],
    ['user_id', ['user_id']],
    ['details->runtime::int.sum()', ['details->runtime::int.', 'sum()']],
    ["details->>'languages' = 'ko'", ["details->>'languages' = 'ko'"]],
    ['(row) => row.id_of_the_film', ['(row) => row.', 'id_', 'of_', 'the_', 'film']],
  ])('%s → %j', (code, pieces) => {
    expect(codeBreakPieces(code)).toEqual(pieces);
  });

  it('keeps every character, in order', () => {
    const code = 'https://example.com/rest/v1/todos?id=eq.1&select=*';
    expect(codeBreakPieces(code).join('')).toBe(code);
  });

  it('never breaks before a punctuation run or a space', () => {
    expect(codeBreakPieces('a_long_name__with -- dashes..')).toEqual([
      'a_',
      'long_',
      'name__with -- dashes..',
    ]);
  });
});
