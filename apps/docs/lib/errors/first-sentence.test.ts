import { describe, expect, it } from 'vitest';
import { firstSentence } from './first-sentence';

describe('the one line of a meaning', () => {
  it('keeps a one-sentence meaning whole', () => {
    expect(firstSentence('A required column got no value.')).toBe('A required column got no value.');
  });

  it('stops at the end of the first sentence', () => {
    expect(firstSentence('The token has expired. Sign in again to get a new one.')).toBe(
      'The token has expired.',
    );
  });

  it('does not stop at a dot inside code or a name', () => {
    expect(firstSentence('A request with .maybeSingle() or auth.users found two rows. More text.')).toBe(
      'A request with .maybeSingle() or auth.users found two rows.',
    );
  });
});
