'use client';

import { useEffect } from 'react';
import { replayEarlyFormInput } from '@/lib/loading/early-form-input';
import { replayPendingClicks } from '@/lib/loading/pending-clicks';

/**
 * Renders nothing; its effect runs right after what comes before it in the page has hydrated, and hands that
 * part what the reader did before its code had run: clicks on controls marked `data-replay-click` and text typed
 * into its fields (lib/loading/). The root layout puts one last in the body, for the controls that hydrate with
 * the page (tabs, copy buttons, the page actions, search); every widget loaded on demand has its own
 * (components/mdx/lazy-widgets.tsx). Controls not hydrated yet stay queued for a later one.
 */
export function ReplayEarlyInput() {
  useEffect(() => {
    replayEarlyFormInput();
    replayPendingClicks();
  }, []);
  return null;
}
