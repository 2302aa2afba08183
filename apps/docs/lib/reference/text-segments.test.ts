import { describe, expect, it } from 'vitest';
import { toParagraphs, toSegments } from './text-segments';

describe('toParagraphs', () => {
  it('splits on blank lines and joins wrapped lines', () => {
    expect(toParagraphs('First line\nwraps here.\n\nSecond paragraph.\n')).toEqual([
      'First line wraps here.',
      'Second paragraph.',
    ]);
  });
});

describe('toSegments', () => {
  it('turns backtick spans into code segments', () => {
    expect(toSegments('Run `supabase start` first.')).toEqual([
      { kind: 'text', text: 'Run ' },
      { kind: 'code', text: 'supabase start' },
      { kind: 'text', text: ' first.' },
    ]);
  });

  it('leaves an unmatched backtick as text', () => {
    expect(toSegments('a ` b')).toEqual([{ kind: 'text', text: 'a ` b' }]);
  });
});
