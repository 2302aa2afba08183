import { useCallback, useEffect, useRef, useState } from 'react';
import type { CopyStatus } from './copy-feedback';

export type WriteText = (text: string) => Promise<void>;

/** Writes to the system clipboard; rejects where there is none (old browser, insecure origin, no permission). */
export const writeToClipboard: WriteText = async (text) => {
  if (typeof navigator === 'undefined' || !navigator.clipboard) {
    throw new Error('The clipboard is not available here.');
  }
  await navigator.clipboard.writeText(text);
};

/**
 * Copy-button state without markup: `copy(text)` writes to the clipboard, then reports `copied` or `failed`
 * for `feedbackMs` before going back to `idle`. A second copy restarts the countdown.
 */
export function useCopyState(feedbackMs: number, write: WriteText = writeToClipboard) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const copy = useCallback(
    async (text: string) => {
      let outcome: CopyStatus;
      try {
        await write(text);
        outcome = 'copied';
      } catch {
        outcome = 'failed';
      }
      if (!mounted.current) return;
      clearTimeout(timer.current);
      setStatus(outcome);
      timer.current = setTimeout(() => setStatus('idle'), feedbackMs);
    },
    [feedbackMs, write],
  );

  return { status, copy };
}
