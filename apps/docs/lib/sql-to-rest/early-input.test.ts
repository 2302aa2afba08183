import { describe, expect, it } from 'vitest';
import { applyEarlyEdits, type EarlyEdit, editOfKey } from './early-input';

const key = (name: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

const typed = (text: string): EarlyEdit[] => [...text].map((insert) => ({ insert }));

describe('editOfKey', () => {
  it('turns printable keys, Enter, Backspace and Delete into edits', () => {
    expect(editOfKey(key('a'))).toEqual({ insert: 'a' });
    expect(editOfKey(key(' '))).toEqual({ insert: ' ' });
    expect(editOfKey(key('Enter'))).toEqual({ insert: '\n' });
    expect(editOfKey(key('Backspace'))).toEqual({ delete: 'backward' });
    expect(editOfKey(key('Delete'))).toEqual({ delete: 'forward' });
  });

  it('selects all on Ctrl+A or Cmd+A', () => {
    expect(editOfKey(key('a', { ctrlKey: true }))).toEqual({ select: 'all' });
    expect(editOfKey(key('A', { metaKey: true }))).toEqual({ select: 'all' });
    expect(editOfKey(key('a', { ctrlKey: true, altKey: true }))).toBeUndefined();
  });

  it('ignores navigation keys and other shortcuts', () => {
    expect(editOfKey(key('ArrowLeft'))).toBeUndefined();
    expect(editOfKey(key('Tab'))).toBeUndefined();
    expect(editOfKey(key('Shift'))).toBeUndefined();
    expect(editOfKey(key('s', { ctrlKey: true }))).toBeUndefined();
    expect(editOfKey(key('z', { metaKey: true }))).toBeUndefined();
  });

  it('inserts the text of a paste, and nothing for an empty one', () => {
    expect(editOfKey({ ...key(''), paste: 'limit 5' })).toEqual({ insert: 'limit 5' });
    expect(editOfKey({ ...key(''), paste: '' })).toBeUndefined();
  });
});

describe('applyEarlyEdits', () => {
  it('starts at the beginning without a click', () => {
    expect(applyEarlyEdits('select 1', typed('--'))).toEqual({ doc: '--select 1', anchor: 2, head: 2 });
  });

  it('inserts at the clicked caret and moves it along', () => {
    expect(applyEarlyEdits('select 1', [{ caret: 7 }, ...typed('42')])).toEqual({
      doc: 'select 421',
      anchor: 9,
      head: 9,
    });
  });

  it('deletes backward and forward, and stops at the edges', () => {
    const edits: EarlyEdit[] = [
      { caret: 1 },
      { delete: 'backward' },
      { delete: 'backward' },
      { delete: 'forward' },
      { delete: 'forward' },
    ];
    expect(applyEarlyEdits('ab', edits)).toEqual({ doc: '', anchor: 0, head: 0 });
  });

  it('clamps a caret past the end of the text', () => {
    expect(applyEarlyEdits('ab', [{ caret: 99 }, { insert: 'c' }])).toEqual({
      doc: 'abc',
      anchor: 3,
      head: 3,
    });
  });

  it('selects the whole text on select-all; typing then replaces it and Backspace deletes it', () => {
    expect(applyEarlyEdits('select 1', [{ caret: 3 }, { select: 'all' }])).toEqual({
      doc: 'select 1',
      anchor: 0,
      head: 8,
    });
    expect(applyEarlyEdits('select 1', [{ select: 'all' }, ...typed('x')])).toEqual({
      doc: 'x',
      anchor: 1,
      head: 1,
    });
    expect(applyEarlyEdits('select 1', [{ select: 'all' }, { delete: 'backward' }])).toEqual({
      doc: '',
      anchor: 0,
      head: 0,
    });
    expect(applyEarlyEdits('select 1', [{ select: 'all' }, { delete: 'forward' }]).doc).toBe('');
  });

  it('maps a later click through what was typed before it', () => {
    // "select 1": typed "x" at 0, then a click after "select" in the text as shown (offset 6).
    expect(applyEarlyEdits('select 1', [{ insert: 'x' }, { caret: 6 }, { insert: '!' }])).toEqual({
      doc: 'xselect! 1',
      anchor: 8,
      head: 8,
    });
    // A click inside text that was replaced lands after the replacement.
    expect(applyEarlyEdits('select 1', [{ select: 'all' }, ...typed('ab'), { caret: 3 }])).toMatchObject({
      anchor: 2,
    });
  });
});
