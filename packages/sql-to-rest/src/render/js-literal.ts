import type { JsonValue } from '../model.ts';

// The characters jsString escapes; text without any is quoted as it is.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const NEEDS_ESCAPE = /['\\\u0000-\u001f\u007f\u2028\u2029]/;

/** A JavaScript single-quoted string literal that evaluates to exactly `text`. */
export function jsString(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return `'${text}'`;
  let out = "'";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "'") out += "\\'";
    else if (char === '\\') out += '\\\\';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029) {
      out += `\\u${code.toString(16).padStart(4, '0')}`;
    } else out += char;
  }
  return `${out}'`;
}

function jsKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key);
}

/** A JavaScript expression for a JSON value, on one line. */
export function jsValue(value: JsonValue): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return jsString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(jsValue).join(', ')}]`;
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{ ${entries.map(([key, item]) => `${jsKey(key)}: ${jsValue(item)}`).join(', ')} }`;
}

/** Arrays of rows go one row per line, indented under the method call. */
export function jsBlock(value: JsonValue, indent: string): string {
  if (Array.isArray(value) && value.length > 1) {
    return `[\n${value.map((item) => `${indent}  ${jsValue(item)},`).join('\n')}\n${indent}]`;
  }
  return jsValue(value);
}
