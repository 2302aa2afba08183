import { describe, expect, it } from 'vitest';
import { applyEarlyEdits, editOfKey } from './early-input';

const key = (name: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('editOfKey', () => {
  it('turns printable keys, Enter, Backspace and Delete into edits', () => {
    expect(editOfKey(key('a'))).toEqual({ insert: 'a' });
    expect(editOfKey(key(' '))).toEqual({ insert: ' ' });
    expect(editOfKey(key('Enter'))).toEqual({ insert: '\n' });
    expect(editOfKey(key('Backspace'))).toEqual({ delete: 'backward' });
    expect(editOfKey(key('Delete'))).toEqual({ delete: 'forward' });
  });

  it('ignores navigation keys and shortcuts', () => {
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
  it('inserts at the caret and moves it along', () => {
    expect(applyEarlyEdits('select 1', 7, [{ insert: '4' }, { insert: '2' }])).toEqual({
      doc: 'select 421',
      caret: 9,
    });
  });

  it('deletes backward and forward, and stops at the edges', () => {
    const edits = [{ delete: 'backward' }, { delete: 'backward' }, { delete: 'forward' }] as const;
    expect(applyEarlyEdits('ab', 1, edits)).toEqual({ doc: '', caret: 0 });
  });

  it('clamps a caret past the end of the text', () => {
    expect(applyEarlyEdits('ab', 99, [{ insert: 'c' }])).toEqual({ doc: 'abc', caret: 3 });
  });
});
