import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits for the browser’s idle callback, with the given deadline', async () => {
    const calls: { timeout?: number }[] = [];
    let run = () => {};
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout?: number }) => {
      calls.push(options);
      run = callback;
      return 1;
    });
    let done = false;
    const idle = whenIdle(300).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    expect(calls).toEqual([{ timeout: 300 }]);
    run();
    await idle;
    expect(done).toBe(true);
  });

  it('falls back to a timer where requestIdleCallback is missing', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    await expect(whenIdle()).resolves.toBeUndefined();
  });
});
