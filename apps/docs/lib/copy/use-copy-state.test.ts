// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COPY_FIELD_FEEDBACK_MS,
  useCopyState,
  WIDGET_COPY_FEEDBACK_MS,
  type WriteText,
} from './use-copy-state';

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

describe('copy feedback durations', () => {
  it('match spec §9: 3 s in a copy field, 1 s in the API-settings widget', () => {
    expect(COPY_FIELD_FEEDBACK_MS).toBe(3000);
    expect(WIDGET_COPY_FEEDBACK_MS).toBe(1000);
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
