import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, mayHaveSession } from './session-hint';

function storage(keys: string[]) {
  return () => ({ length: keys.length, key: (index: number) => keys[index] ?? null });
}

const PAGE = 'https://docs.example.com/guides/getting-started/api-keys/';

describe('mayHaveSession', () => {
  it('is false for a reader with no auth keys and no sign-in code', () => {
    expect(mayHaveSession(storage(['docs-theme', 'docs-api-settings-selection']), PAGE)).toBe(false);
  });

  it('is true with a stored session or a code verifier waiting for its code', () => {
    expect(mayHaveSession(storage(['docs-theme', AUTH_STORAGE_KEY]), PAGE)).toBe(true);
    expect(mayHaveSession(storage([`${AUTH_STORAGE_KEY}-code-verifier`]), PAGE)).toBe(true);
  });

  it('is true when the address carries a sign-in code, even with empty storage', () => {
    expect(mayHaveSession(storage([]), `${PAGE}?code=abc#the-project-url`)).toBe(true);
  });

  it('is true when storage cannot be read, so the full widget decides', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(mayHaveSession(blocked, PAGE)).toBe(true);
  });
});
