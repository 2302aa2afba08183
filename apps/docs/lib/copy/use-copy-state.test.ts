// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS, copyAnnouncement, copyLabel } from './copy-feedback';
import { useCopyState, type WriteText } from './use-copy-state';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** An in-memory clipboard: remembers what was written, or refuses like a browser without permission. */
function memoryClipboard(refuse = false) {
  const written: string[] = [];
  const write: WriteText = async (text) => {
    if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
    written.push(text);
  };
  return { written, write };
}

describe('copy feedback', () => {
  it('lasts as spec §4 and §9 say: 3 s in a copy field, 1 s in the API-settings widget', () => {
    expect(COPY_FEEDBACK_MS.field).toBe(3000);
    expect(COPY_FEEDBACK_MS.widget).toBe(1000);
  });

  it("names the result the same on every button, and the idle state with the button's own label", () => {
    expect(copyLabel('idle')).toBe('Copy');
    expect(copyLabel('idle', 'Copy code')).toBe('Copy code');
    expect(copyLabel('copied', 'Copy code')).toBe('Copied');
    expect(copyLabel('failed', 'Copy HTTP')).toBe('Failed to copy');
  });

  it('announces only a result, never the idle state', () => {
    expect(copyAnnouncement('idle')).toBe('');
    expect(copyAnnouncement('copied')).toBe('Copied');
    expect(copyAnnouncement('failed')).toBe('Failed to copy');
  });
});

describe('useCopyState', () => {
  it('reports copied for the given time, then goes back to idle', async () => {
    const clipboard = memoryClipboard();
    const { result } = renderHook(() => useCopyState(1000, clipboard.write));
    expect(result.current.status).toBe('idle');

    await act(() => result.current.copy('anon-key'));
    expect(clipboard.written).toEqual(['anon-key']);
    expect(result.current.status).toBe('copied');

    act(() => vi.advanceTimersByTime(999));
    expect(result.current.status).toBe('copied');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
  });

  it('reports failed when the clipboard refuses the write', async () => {
    const { result } = renderHook(() => useCopyState(1000, memoryClipboard(true).write));
    await act(() => result.current.copy('anon-key'));
    expect(result.current.status).toBe('failed');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.status).toBe('idle');
  });

  it('restarts the countdown when copying again', async () => {
    const clipboard = memoryClipboard();
    const { result } = renderHook(() => useCopyState(1000, clipboard.write));
    await act(() => result.current.copy('first'));
    act(() => vi.advanceTimersByTime(800));
    await act(() => result.current.copy('second'));
    act(() => vi.advanceTimersByTime(800));
    expect(result.current.status).toBe('copied');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.status).toBe('idle');
    expect(clipboard.written).toEqual(['first', 'second']);
  });

  it('leaves no timer running after unmount', async () => {
    const { result, unmount } = renderHook(() => useCopyState(1000, memoryClipboard().write));
    await act(() => result.current.copy('x'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
