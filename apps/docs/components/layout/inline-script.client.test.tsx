// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlineScript } from './inline-script';

afterEach(() => vi.restoreAllMocks());

/** What React reports through console.error while it renders `element` on the client. */
async function clientErrors(element: React.ReactElement): Promise<string[]> {
  const errors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(String(args[0])));
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(element));
  await act(async () => root.unmount());
  return errors;
}

describe('InlineScript on the client', () => {
  it('renders on the client without React 19’s script-tag error, which a bare <script> gets', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    expect(await clientErrors(<InlineScript code="window.x = 1" />)).toEqual([]);
    // The error it avoids (React reports it once per page load, so this comes second).
    expect(await clientErrors(<script>{'window.x = 1'}</script>)).toEqual([
      expect.stringContaining('Encountered a script tag while rendering React component'),
    ]);
  });
});
