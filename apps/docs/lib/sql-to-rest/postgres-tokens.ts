import type { StreamParser, StringStream } from '@codemirror/language';

/*
 * PostgreSQL highlighting for the editor as a small stream tokenizer: a few hundred lines of grammar tables
 * (a full Lezer SQL parser and every dialect's keyword lists) cost long tasks on a phone, and colouring needs
 * only the kind of each token. The token names are CodeMirror highlight tags (see `editor-theme.ts`).
 */

const words = (list: string) => new Set(list.split(' '));

/** Reserved and common non-reserved words of PostgreSQL's grammar that readers expect in colour. */
const KEYWORDS = words(
  'abort add all alter analyze and any array as asc begin between both by cascade case cast check collate ' +
    'column commit concurrently conflict constraint create cross current_date current_time current_timestamp ' +
    'current_user cursor database default deferrable delete desc distinct do drop else end except exists ' +
    'explain extension fetch filter first for foreign from full function grant group having if ilike in index ' +
    'inner insert intersect into is join key language last lateral leading left like limit local materialized ' +
    'natural not nothing notnull nulls of offset on only or order outer over partition policy primary ' +
    'procedure recursive references returning returns revoke right role rollback row rows schema select ' +
    'sequence session_user set similar some table temp temporary then to trailing transaction trigger ' +
    'truncate union unique update user using vacuum values view when where window with within without',
);

/** Built-in type names (highlighted like functions, as the site's code blocks do). */
const TYPES = words(
  'bigint bigserial bit bool boolean box bytea char character cidr circle date decimal double float float4 ' +
    'float8 inet int int2 int4 int8 integer interval json jsonb line lseg macaddr money numeric path point ' +
    'polygon precision real serial smallint smallserial text time timestamp timestamptz timetz tsquery ' +
    'tsvector uuid varchar varying xml zone',
);

const OPERATOR = /^[+\-*/<>=~!@#%^&|`?]+/;
const NUMBER = /^(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/i;
const WORD = /^[a-z_][\w$]*/i;
/** `$$` or `$tag$`, the start of a dollar-quoted string. */
const DOLLAR_TAG = /^\$(?:[a-z_][\w]*)?\$/i;

export type PostgresTokenState = {
  /** Inside a dollar-quoted string: its closing tag. */
  dollar: string | null;
  /** Nesting depth of block comments (PostgreSQL nests them). */
  comment: number;
  /** Inside a quoted string or identifier spanning lines: its quote, and whether backslash escapes (E'…'). */
  quote: { mark: "'" | '"'; escapes: boolean } | null;
};

function blockComment(stream: StringStream, state: PostgresTokenState): string {
  while (!stream.eol()) {
    if (stream.match('/*')) state.comment += 1;
    else if (stream.match('*/')) {
      state.comment -= 1;
      if (state.comment === 0) break;
    } else stream.next();
  }
  return 'blockComment';
}

function quoted(stream: StringStream, state: PostgresTokenState): string {
  const quote = state.quote as NonNullable<PostgresTokenState['quote']>;
  while (!stream.eol()) {
    const char = stream.next();
    if (quote.escapes && char === '\\') stream.next();
    else if (char === quote.mark) {
      // A doubled quote is the quote character itself.
      if (stream.peek() === quote.mark) stream.next();
      else {
        state.quote = null;
        break;
      }
    }
  }
  return quote.mark === '"' ? 'string.special' : 'string';
}

function dollarQuoted(stream: StringStream, state: PostgresTokenState): string {
  const tag = state.dollar as string;
  const end = stream.string.indexOf(tag, stream.pos);
  if (end === -1) stream.skipToEnd();
  else {
    stream.pos = end + tag.length;
    state.dollar = null;
  }
  return 'string';
}

export const postgresTokens: StreamParser<PostgresTokenState> = {
  name: 'postgresql',
  startState: () => ({ dollar: null, comment: 0, quote: null }),
  copyState: (state) => ({ ...state, quote: state.quote && { ...state.quote } }),
  token(stream, state) {
    if (state.dollar) return dollarQuoted(stream, state);
    if (state.comment > 0) return blockComment(stream, state);
    if (state.quote) return quoted(stream, state);
    if (stream.eatSpace()) return null;
    if (stream.match('--')) {
      stream.skipToEnd();
      return 'lineComment';
    }
    if (stream.match('/*')) {
      state.comment = 1;
      return blockComment(stream, state);
    }
    const tag = stream.match(DOLLAR_TAG) as RegExpMatchArray | null;
    if (tag) {
      state.dollar = tag[0];
      return dollarQuoted(stream, state);
    }
    if (stream.match(/^[eE]'/)) {
      state.quote = { mark: "'", escapes: true };
      return quoted(stream, state);
    }
    const char = stream.peek();
    if (char === "'" || char === '"') {
      stream.next();
      state.quote = { mark: char, escapes: false };
      return quoted(stream, state);
    }
    // Positional parameters ($1) and psql variables (:name).
    if (stream.match(/^\$\d+/) || stream.match(/^:[a-z_]\w*/i)) return 'name.special';
    if (stream.match('::')) return 'operator';
    if (stream.match(NUMBER)) return 'number';
    const word = stream.match(WORD) as RegExpMatchArray | null;
    if (word) {
      const lower = word[0].toLowerCase();
      if (lower === 'true' || lower === 'false') return 'bool';
      if (lower === 'null') return 'null';
      if (KEYWORDS.has(lower)) return 'keyword';
      if (TYPES.has(lower)) return 'typeName';
      return null;
    }
    if (stream.match(OPERATOR)) return 'operator';
    const next = stream.next();
    if (next === '(' || next === ')') return 'paren';
    if (next === '[' || next === ']') return 'squareBracket';
    return 'punctuation';
  },
  languageData: { commentTokens: { line: '--', block: { open: '/*', close: '*/' } } },
};
