import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlySearchShortcutBootScript, isSearchShortcut, takeEarlySearchShortcut } from './early-shortcut';

type Key = { key: string; ctrlKey?: boolean; metaKey?: boolean };

/** Runs the inline script against stand-ins for `window` and `addEventListener`; returns a key presser. */
function boot() {
  const page: { __searchShortcut?: string } = {};
  let listener: ((event: unknown) => void) | undefined;
  new Function('addEventListener', 'window', earlySearchShortcutBootScript)(
    (type: string, handler: (event: unknown) => void) => {
      if (type === 'keydown') listener = handler;
    },
    page,
  );
  const press = ({ key, ctrlKey = false, metaKey = false }: Key) => {
    const preventDefault = vi.fn();
    listener?.({ key, ctrlKey, metaKey, preventDefault });
    return preventDefault.mock.calls.length > 0;
  };
  return { page, press };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isSearchShortcut', () => {
  it.each<[Key, boolean]>([
    [{ key: 'k', ctrlKey: true }, true],
    [{ key: 'k', metaKey: true }, true],
    [{ key: 'K', ctrlKey: true }, true],
    [{ key: 'k' }, false],
    [{ key: 'j', ctrlKey: true }, false],
  ])('%o → %s', (key, expected) => {
    expect(isSearchShortcut({ ctrlKey: false, metaKey: false, ...key })).toBe(expected);
  });
});

describe('earlySearchShortcutBootScript', () => {
  it('keeps Ctrl+K and ⌘K from the browser and remembers them until the button listens', () => {
    const { page, press } = boot();
    expect(press({ key: 'k', ctrlKey: true })).toBe(true);
    expect(page.__searchShortcut).toBe('pressed');
    expect(press({ key: 'K', metaKey: true })).toBe(true);

    vi.stubGlobal('window', page);
    expect(takeEarlySearchShortcut()).toBe(true);
    // From now on the button handles the shortcut, and the boot script lets it through.
    expect(press({ key: 'k', ctrlKey: true })).toBe(false);
    expect(page.__searchShortcut).toBe('ready');
    expect(takeEarlySearchShortcut()).toBe(false);
  });

  it('lets every other key through and remembers nothing', () => {
    const { page, press } = boot();
    expect(press({ key: 'k' })).toBe(false);
    expect(press({ key: 'j', ctrlKey: true })).toBe(false);
    expect(page.__searchShortcut).toBeUndefined();
    vi.stubGlobal('window', page);
    expect(takeEarlySearchShortcut()).toBe(false);
  });
});
