import { useCallback, useEffect, useRef } from 'react';
import { subscribeCodeValues } from '@/lib/code-values/current-values';

/**
 * The translator's base URL follows the page's code-samples chooser (the chosen project's or the local REST
 * URL; the default again for placeholders) until the reader saves their own in the base-URL dialog. Returns
 * the save function the dialog calls.
 */
export function useFollowedBaseUrl(defaultBaseUrl: string, setBaseUrl: (baseUrl: string) => void) {
  const ownChoice = useRef(false);
  const applied = useRef(defaultBaseUrl);

  useEffect(
    () =>
      subscribeCodeValues((values) => {
        const next = values.restUrl ?? defaultBaseUrl;
        if (ownChoice.current || next === applied.current) return;
        applied.current = next;
        setBaseUrl(next);
      }),
    [defaultBaseUrl, setBaseUrl],
  );

  return useCallback(
    (baseUrl: string) => {
      ownChoice.current = true;
      setBaseUrl(baseUrl);
    },
    [setBaseUrl],
  );
}
