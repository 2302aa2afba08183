import { describe, expect, it } from 'vitest';
import { layoutType, typeParameterDeclarations, typeParameterNames } from './type-layout';

describe('laying a type out on lines', () => {
  it('keeps a type that fits on one line, after its lead', () => {
    expect(layoutType('Promise<UserResponse>', '  ', 'result: ')).toEqual([
      '  result: Promise<UserResponse>',
    ]);
  });

  it('puts each member of a long union on its own line, leading with a bar', () => {
    const type =
      'Promise<{ data: { session: Session; }; error: null; } | { data: { session: null; }; error: AuthError; }>';
    expect(layoutType(type, '', '', 60)).toEqual([
      'Promise<',
      '  | { data: { session: Session; }; error: null; }',
      '  | { data: { session: null; }; error: AuthError; }',
      '>',
    ]);
  });

  it('breaks a conditional before its branches, nested ones deeper', () => {
    const type =
      "Method extends 'RPC' ? Result extends unknown[] ? NewResultOne[] : NewResultOne : NewResultOne[]";
    expect(layoutType(type, '', '', 60)).toEqual([
      "Method extends 'RPC'",
      '  ? Result extends unknown[] ? NewResultOne[] : NewResultOne',
      '  : NewResultOne[]',
    ]);
    expect(layoutType(type, '', '', 40)).toEqual([
      "Method extends 'RPC'",
      '  ? Result extends unknown[]',
      '    ? NewResultOne[]',
      '    : NewResultOne',
      '  : NewResultOne[]',
    ]);
  });

  it('packs type arguments on as few lines as fit', () => {
    const type =
      "PostgrestFilterBuilder<ClientOptions, Schema, Relation['Row'], ResultOne[], RelationName, 'GET'>";
    expect(layoutType(type, '', '): ', 60)).toEqual([
      '): PostgrestFilterBuilder<',
      "  ClientOptions, Schema, Relation['Row'], ResultOne[],",
      "  RelationName, 'GET'",
      '>',
    ]);
  });

  it('writes object members one a line, and leaves a short group whole even past the width', () => {
    expect(layoutType('{ ascending?: boolean; nullsFirst?: boolean; }', '', 'options?: ', 30)).toEqual([
      'options?: {',
      '  ascending?: boolean;',
      '  nullsFirst?: boolean;',
      '}',
    ]);
    expect(layoutType('Omit<Row, "id">', '', 'values: ', 10)).toEqual(['values: Omit<Row, "id">']);
  });

  it('reads brackets inside strings and arrows as text, not structure', () => {
    const type = "(payload: { event: '<{(' ; at: string; }) => void | ((a: string) => Promise<void>)";
    const lines = layoutType(type, '', '', 60);
    expect(lines).toEqual([
      "| (payload: { event: '<{(' ; at: string; }) => void",
      '| ((a: string) => Promise<void>)',
    ]);
  });

  it('keeps a short default on the name’s line and puts a long constraint’s default below', () => {
    expect(layoutType('Result = GetResult<Schema, Row, RelationName, Relationships>', '', '', 44)).toEqual([
      'Result = GetResult<',
      '  Schema, Row, RelationName, Relationships',
      '>',
    ]);
    expect(layoutType('SchemaName extends string & keyof Database = "public"', '', '', 40)).toEqual([
      'SchemaName extends string & keyof Database',
      '  = "public"',
    ]);
  });
});

describe('type parameter lists', () => {
  it('gives the declared names and each declaration whole', () => {
    const list = "Query extends string = '*', ResultOne = GetResult<Schema, Row>, T";
    expect(typeParameterNames(list)).toEqual(['Query', 'ResultOne', 'T']);
    expect(typeParameterDeclarations(list)).toEqual([
      "Query extends string = '*'",
      'ResultOne = GetResult<Schema, Row>',
      'T',
    ]);
  });
});
