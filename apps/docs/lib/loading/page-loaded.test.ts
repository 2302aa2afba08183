// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoaded } from './page-loaded';

afterEach(() => vi.restoreAllMocks());

describe('pageLoaded', () => {
  it('resolves at once when the page has already loaded', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    await expect(pageLoaded()).resolves.toBeUndefined();
  });

  it('waits for the load event while the page is still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    let settled = false;
    const loaded = pageLoaded().then(() => {
      settled = true;
    });
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    window.dispatchEvent(new Event('load'));
    await loaded;
    expect(settled).toBe(true);
  });
});
