import { startTransition, useEffect, useState } from 'react';
import { pageLoaded } from './page-loaded';

export type AfterLoad<T> = { status: 'waiting' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * Imports a widget's heavy code once the page's `load` event has finished (a timer after it), so the code never
 * delays the first paint or counts against the page's JavaScript budget. A new `attempt` imports again, for a
 * "try again" after a failed load. A failure is logged and reported as `failed`, never thrown at the reader.
 */
export function useImportAfterLoad<T>(load: () => Promise<T>, attempt = 0): AfterLoad<T> {
  const [state, setState] = useState<AfterLoad<T>>({ status: 'waiting' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fixed import; only a new attempt reloads
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'waiting' });
    pageLoaded()
      // A timer after `load`, so the load event's own handlers finish first.
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => {
        if (cancelled) return;
        load().then(
          (value) => {
            // A transition: React renders the widget in short slices instead of one long task.
            if (!cancelled) startTransition(() => setState({ status: 'ready', value }));
          },
          (error: unknown) => {
            console.error(error);
            if (!cancelled) setState({ status: 'failed' });
          },
        );
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  return state;
}
