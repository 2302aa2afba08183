import type { Node } from '@pgsql/types';
import { ParseError, UnsupportedError } from '../errors.ts';
import type { JsonValue, Literal } from '../model.ts';
import { nodeAs, stringList } from './ast.ts';
import type { Context } from './context.ts';

const JSON_TYPES = new Set(['json', 'jsonb']);

const CAST_DROPPED =
  "Casts on values are left out: PostgREST sends every value as text and the database converts it to the column's type.";

/** Reads a constant (optionally cast, or an ARRAY[...] of constants); `undefined` when `node` is not one. */
export function readLiteral(node: Node | undefined, ctx: Context): Literal | undefined {
  const constant = nodeAs(node, 'A_Const');
  if (constant) {
    if (constant.isnull) return { type: 'null' };
    if (constant.ival) return { type: 'number', value: String(constant.ival.ival ?? 0) };
    if (constant.fval) return { type: 'number', value: constant.fval.fval ?? '0' };
    if (constant.boolval) return { type: 'boolean', value: constant.boolval.boolval ?? false };
    if (constant.sval) return { type: 'string', value: constant.sval.sval ?? '' };
    return undefined;
  }
  const cast = nodeAs(node, 'TypeCast');
  if (cast) {
    const inner = readLiteral(cast.arg, ctx);
    if (!inner) return undefined;
    const typeName = stringList(cast.typeName?.names).at(-1) ?? '';
    const isArrayType = (cast.typeName?.arrayBounds?.length ?? 0) > 0;
    if (JSON_TYPES.has(typeName) && !isArrayType && inner.type === 'string') {
      return { type: 'json', value: parseJson(inner.value, cast.location ?? 0) };
    }
    if (typeName !== 'text' && typeName !== 'varchar') ctx.assume(CAST_DROPPED);
    return inner;
  }
  const array = nodeAs(node, 'A_ArrayExpr');
  if (array) {
    const items: Literal[] = [];
    for (const element of array.elements ?? []) {
      const item = readLiteral(element, ctx);
      if (!item) return undefined;
      items.push(item);
    }
    return { type: 'array', items };
  }
  return undefined;
}

function parseJson(text: string, position: number): JsonValue {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    throw new ParseError(
      'invalid input syntax for type json',
      position,
      'Check the JSON text inside the quotes.',
    );
  }
}

/**
 * Reads a one-dimensional PostgreSQL array literal such as `{a,"b c",NULL}`; `undefined` for anything
 * more complex (nested arrays, bounds decorations).
 */
export function parseArrayLiteral(text: string): Literal[] | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return undefined;
  const body = trimmed.slice(1, -1);
  if (body.trim() === '') return [];
  const items: Literal[] = [];
  let index = 0;
  while (index <= body.length) {
    while (body[index] === ' ') index += 1;
    let value = '';
    let quoted = false;
    if (body[index] === '"') {
      quoted = true;
      index += 1;
      while (index < body.length && body[index] !== '"') {
        if (body[index] === '\\') index += 1;
        value += body[index] ?? '';
        index += 1;
      }
      if (body[index] !== '"') return undefined;
      index += 1;
      while (body[index] === ' ') index += 1;
    } else {
      while (index < body.length && body[index] !== ',') {
        const char = body[index] ?? '';
        if (char === '{' || char === '}' || char === '"') return undefined;
        if (char === '\\') index += 1;
        value += body[index] ?? '';
        index += 1;
      }
      value = value.trim();
    }
    if (!quoted && value.toUpperCase() === 'NULL') items.push({ type: 'null' });
    else if (!quoted && /^-?\d+(\.\d+)?$/.test(value)) items.push({ type: 'number', value });
    else items.push({ type: 'string', value });
    if (index >= body.length) break;
    if (body[index] !== ',') return undefined;
    index += 1;
  }
  return items;
}

export function requireLiteral(node: Node | undefined, ctx: Context, where: string): Literal {
  const literal = readLiteral(node, ctx);
  if (literal) return literal;
  throw new UnsupportedError(
    `Only constant values can be used ${where}`,
    'PostgREST compares columns with fixed values; computed values (functions, column references, arithmetic) need a database function called through RPC.',
  );
}
