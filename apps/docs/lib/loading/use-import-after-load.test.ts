// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useImportAfterLoad } from './use-import-after-load';

afterEach(() => vi.restoreAllMocks());

describe('useImportAfterLoad', () => {
  it('waits, then holds what the import resolved to', async () => {
    const { result } = renderHook(() => useImportAfterLoad(() => Promise.resolve('widget')));
    expect(result.current).toEqual({ status: 'waiting' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'widget' }));
  });

  it('reports a failed import as failed and tries again on a new attempt', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('widget'));
    const { result, rerender } = renderHook(({ attempt }) => useImportAfterLoad(load, attempt), {
      initialProps: { attempt: 0 },
    });
    await waitFor(() => expect(result.current).toEqual({ status: 'failed' }));
    act(() => rerender({ attempt: 1 }));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'widget' }));
    expect(calls).toBe(2);
  });

  it('starts only after the load event when the page is still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const load = vi.fn(() => Promise.resolve('widget'));
    const { result } = renderHook(() => useImportAfterLoad(load));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'widget' }));
  });
});
