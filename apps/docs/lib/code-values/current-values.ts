import type { CodeValues } from './values';

/*
 * The values the page's chooser filled in, for other widgets on the page that follow them (the translator's
 * default base URL). One module-level value with listeners: the chooser and the translator load as separate
 * chunks but share this module.
 */

let current: CodeValues = {};
const listeners = new Set<(values: CodeValues) => void>();

export function publishCodeValues(values: CodeValues): void {
  current = values;
  for (const listener of listeners) listener(values);
}

/** Calls `listener` with the current values at once and on every change; returns the unsubscribe. */
export function subscribeCodeValues(listener: (values: CodeValues) => void): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}
