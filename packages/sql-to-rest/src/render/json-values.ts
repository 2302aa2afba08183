import type { DefaultValue, JsonValue, Literal } from '../model.ts';

/**
 * A SQL number as JSON: a JSON number when JavaScript holds it exactly (trailing zeros aside), otherwise
 * the digits as a string, which PostgreSQL converts to the column's numeric type without loss.
 */
function numberToJson(text: string): JsonValue {
  const value = Number(text);
  if (!Number.isFinite(value)) return text;
  // Already JavaScript's own spelling (most integers): the canonical form below is the text itself.
  if (String(value) === text) return value;
  const canonical = text
    .replace(/^\+/, '')
    .replace(/^(-?)0+(?=\d)/, '$1')
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
  return String(value) === canonical || (canonical === '-0' && value === 0) ? value : text;
}

export function literalToJson(literal: Literal): JsonValue {
  switch (literal.type) {
    case 'null':
      return null;
    case 'string':
      return literal.value;
    case 'number':
      return numberToJson(literal.value);
    case 'boolean':
      return literal.value;
    case 'array':
      return literal.items.map(literalToJson);
    case 'json':
      return literal.value;
  }
}

/** One VALUES row as a JSON object; DEFAULT leaves the key out so the column default applies. */
export function rowToJson(columns: string[], row: (Literal | DefaultValue)[]): { [key: string]: JsonValue } {
  const object: { [key: string]: JsonValue } = {};
  columns.forEach((column, index) => {
    const value = row[index];
    if (value && value.type !== 'default') object[column] = literalToJson(value);
  });
  return object;
}
