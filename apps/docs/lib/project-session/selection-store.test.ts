// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createSelectionStore, SELECTION_STORAGE_KEY } from './selection-store';

beforeEach(() => localStorage.clear());

const store = () => createSelectionStore(() => localStorage);

describe('selection store', () => {
  it('keeps the key earlier visits saved the selection under', () => {
    expect(SELECTION_STORAGE_KEY).toBe('docs-api-settings-selection');
  });

  it('saves every change to localStorage and tells its subscribers', () => {
    const selection = store();
    let calls = 0;
    selection.subscribe(() => calls++);
    selection.set({ organizationId: 1, projectRef: 'abc' });
    expect(selection.get()).toEqual({ organizationId: 1, projectRef: 'abc' });
    expect(JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY) ?? '')).toEqual({
      organizationId: 1,
      projectRef: 'abc',
    });
    selection.set({ organizationId: 1, projectRef: 'abc' });
    expect(calls).toBe(1);
  });

  it('takes a write-back only while it holds the selection the writer read, so a newer choice wins', () => {
    const selection = store();
    selection.set({ organizationId: 1, projectRef: 'first' });
    const readAt = selection.get();
    // The reader picks another project before the widget's write-back of its earlier render runs.
    selection.set({ organizationId: 1, projectRef: 'picked' });
    selection.writeBack(readAt, { organizationId: 1, projectRef: 'first' });
    expect(selection.get()).toEqual({ organizationId: 1, projectRef: 'picked' });
    // Written back from the newest read, it is taken.
    selection.writeBack(selection.get(), { organizationId: 1, projectRef: 'picked', branchId: 'main' });
    expect(selection.get()).toEqual({ organizationId: 1, projectRef: 'picked', branchId: 'main' });
  });

  it('reads back what an earlier page saved', () => {
    store().set({ organizationId: 2, projectRef: 'p', branchId: 'b' });
    expect(store().saved()).toEqual({ organizationId: 2, projectRef: 'p', branchId: 'b' });
    expect(store().get()).toEqual({});
  });

  it('keeps the saved branch while a project without branches is shown', () => {
    const selection = store();
    selection.set({ organizationId: 1, projectRef: 'branching', branchId: 'b2' });
    selection.set({ organizationId: 1, projectRef: 'plain' });
    expect(selection.get().branchId).toBeUndefined();
    expect(selection.saved()).toEqual({ organizationId: 1, projectRef: 'plain', branchId: 'b2' });
  });

  it('clear() empties the page selection but keeps the saved one', () => {
    const selection = store();
    selection.set({ organizationId: 1, projectRef: 'abc' });
    selection.clear();
    expect(selection.get()).toEqual({});
    expect(selection.saved()).toEqual({ organizationId: 1, projectRef: 'abc' });
  });

  it('forget() (sign-out) deletes the saved selection too', () => {
    const selection = store();
    selection.set({ organizationId: 1, projectRef: 'abc', branchId: 'b' });
    selection.forget();
    expect(selection.get()).toEqual({});
    expect(selection.saved()).toEqual({});
    expect(localStorage.getItem(SELECTION_STORAGE_KEY)).toBeNull();
  });

  it('ignores a corrupt or hand-edited saved entry', () => {
    localStorage.setItem(SELECTION_STORAGE_KEY, '{not json');
    expect(store().saved()).toEqual({});
    localStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify({ organizationId: '1', projectRef: 2 }));
    expect(store().saved()).toEqual({});
  });

  it('still works when storage throws (private mode, quota)', () => {
    const selection = createSelectionStore(() => {
      throw new Error('SecurityError');
    });
    selection.set({ organizationId: 1, projectRef: 'abc' });
    expect(selection.get()).toEqual({ organizationId: 1, projectRef: 'abc' });
    expect(selection.saved()).toEqual({});
    expect(() => selection.forget()).not.toThrow();
  });
});
