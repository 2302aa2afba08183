// Reads a JSON object body for the auth routes; anything else is GoTrue's 400 `validation_failed`.
import type { Context } from 'hono';
import { HttpError } from './errors.ts';

export async function readJsonObject(c: Context, oauthError?: string): Promise<Record<string, unknown>> {
  const json: unknown = await c.req.json().catch(() => undefined);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new HttpError(400, 'The request body must be a JSON object', {
      code: 'validation_failed',
      oauthError,
    });
  }
  return json as Record<string, unknown>;
}

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing it, so a hostile body
 * (100,000 open brackets) costs one pass and no recursion.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/**
 * C0 control characters (NUL included) and DEL: PostgreSQL refuses NUL in text, and none belongs in an
 * address, number, token or password. Inside nested objects (user metadata) tab, line feed and carriage
 * return are ordinary text.
 */
function hasControl(text: string, allowWhitespace: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code < 0x20 && !(allowWhitespace && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
  }
  return false;
}

/**
 * Whether any key or string of a parsed JSON value holds an unpaired UTF-16 surrogate ("\ud800"): it has no
 * UTF-8 form, and PostgreSQL refuses it in text and jsonb.
 */
// With the u flag a string is read by code points, so only a surrogate without its partner is in Cs.
const UNPAIRED_SURROGATE = /\p{Cs}/u;

export function hasUnpairedSurrogates(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (UNPAIRED_SURROGATE.test(item)) return true;
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, entry] of Object.entries(item)) {
        if (UNPAIRED_SURROGATE.test(key)) return true;
        stack.push(entry);
      }
    }
  }
  return false;
}

/** Whether any key or string of a parsed JSON value holds a control character (see above for nested text). */
export function hasControlCharacters(value: unknown): boolean {
  const stack: { value: unknown; nested: boolean }[] = [{ value, nested: false }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; nested: boolean };
    if (typeof item.value === 'string') {
      if (hasControl(item.value, item.nested)) return true;
    } else if (Array.isArray(item.value)) {
      for (const entry of item.value) stack.push({ value: entry, nested: item.nested });
    } else if (typeof item.value === 'object' && item.value !== null) {
      for (const [key, entry] of Object.entries(item.value)) {
        if (hasControl(key, false)) return true;
        // Top-level fields are identifiers and credentials; anything in an object below them is data.
        stack.push({ value: entry, nested: item.nested || item.value !== value });
      }
    }
  }
  return false;
}
