import { methodKebab } from '@platform/docs-core/js-reference/method-id';
import type { Token } from './tokens';

/*
 * Links the supabase-js calls of the translator's JavaScript output to their entries in the JavaScript
 * reference (/reference/javascript/#{id}). The widget ships in the browser, so the names live here as a short
 * list rather than being read from the reference's data; a test checks every id it makes exists there.
 */

export const JS_REFERENCE_HREF = '/reference/javascript/';

/** The query methods the translator can write: the client's, the query builder's, filters and modifiers. */
export const LINKED_METHODS = new Set([
  'from',
  'schema',
  'rpc',
  'select',
  'insert',
  'update',
  'upsert',
  'delete',
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'likeAllOf',
  'likeAnyOf',
  'ilikeAllOf',
  'ilikeAnyOf',
  'regexMatch',
  'regexIMatch',
  'is',
  'isDistinct',
  'in',
  'notIn',
  'contains',
  'containedBy',
  'rangeGt',
  'rangeGte',
  'rangeLt',
  'rangeLte',
  'rangeAdjacent',
  'overlaps',
  'textSearch',
  'match',
  'not',
  'or',
  'filter',
  'order',
  'limit',
  'range',
  'single',
  'maybeSingle',
  'csv',
  'explain',
]);

const WRITES = new Set(['insert', 'update', 'upsert', 'delete']);

/**
 * A function that, given the output's tokens in order, returns the reference address of each called method
 * (or null). It keeps state: a `select()` after a write names the returned columns, which has its own entry.
 */
export function jsMethodLinker(): (token: Token) => string | null {
  let afterWrite = false;
  return (token) => {
    if (token.kind !== 'function' || !LINKED_METHODS.has(token.text)) return null;
    const id = token.text === 'select' && afterWrite ? 'select-returning' : methodKebab(token.text);
    if (WRITES.has(token.text)) afterWrite = true;
    return `${JS_REFERENCE_HREF}#${id}`;
  };
}
