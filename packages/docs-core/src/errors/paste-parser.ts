/*
 * "Paste an error": finds the codes and known messages of the Errors reference in whatever a reader pastes (a
 * PostgREST JSON body, a supabase-js error as console.log prints it, an `AuthApiError: …` line, psql or log
 * output, CLI output, a stack trace) and ranks the entries. Pure: the widget hands it the index of the entries
 * it reads from the page, so nothing is sent anywhere and no list is shipped twice.
 */

export interface IndexedError {
  /** The entry's anchor on the reference page. */
  anchor: string;
  source: string;
  code: string;
  title: string;
  /** Message texts; `…` stands for a name in between. */
  messages: readonly string[];
  /** What it means, as the page says it (shown with a match). */
  summary?: string;
  /** The HTTP status the service answers with, where the entry gives one (shown with a match). */
  status?: number | null;
  /** How to fix it, as the page says it, where the entry explains one (shown with a match). */
  fix?: string | null;
}

export interface ErrorMatch {
  entry: IndexedError;
  /** How it was found: its code, or only one of its messages. */
  via: 'code' | 'message';
  score: number;
  /** Where in the paste it was first seen, to keep the reader's order among equals. */
  at: number;
}

/** A code named by a key (`"code": "23505"`, `error_code: 'x'`, `SQLSTATE 42501`, `ERROR:  42501:`). */
const KEYED_SCORE = 4;
const BARE_CODE_SCORE = 3;
const MESSAGE_SCORE = 2;
/** Longest text the parser reads: pastes are errors, not whole log files. */
export const MAX_PASTE_LENGTH = 100_000;

const KEY_BEFORE =
  /(?:["']?(?:code|error_code|errorCode|sqlState|sqlstate|error|status)["']?\s*[:=]\s*["']?|SQLSTATE\s*[[(=:]?\s*|ERROR:\s+|FATAL:\s+)$/i;

/** Codes that are ordinary words (`conflict`, `CLOSED`, `Duplicate`) count only when a key or quotes name them. */
function isPlainWord(code: string): boolean {
  return /^(?:[a-z]+|[A-Z][a-z]+|[A-Z]+)$/.test(code);
}

/** A five-character SQLSTATE of digits only is also a number: it must stand alone, not in a date, time or version. */
function isNumberLike(code: string): boolean {
  return /^\d{5}$/.test(code);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function messagePattern(message: string): RegExp {
  return new RegExp(
    message
      .split('…')
      .map((part) => escapeRegExp(part.trim()))
      .join('.{1,160}?'),
    'i',
  );
}

export interface PasteIndex {
  byCode: Map<string, IndexedError[]>;
  messages: { entry: IndexedError; pattern: RegExp }[];
  tokens: RegExp;
}

/** Builds the lookup once per page: the codes as one token pattern, the messages as patterns. */
export function buildPasteIndex(entries: readonly IndexedError[]): PasteIndex {
  const byCode = new Map<string, IndexedError[]>();
  for (const entry of entries) {
    const list = byCode.get(entry.code) ?? [];
    list.push(entry);
    byCode.set(entry.code, list);
  }
  const messages = entries.flatMap((entry) =>
    entry.messages.map((message) => ({ entry, pattern: messagePattern(message) })),
  );
  // Longest first, so PGRST116 wins over a shorter code inside it; the lookarounds keep PGRST1160 and
  // 2024-05-01 from matching anything.
  const alternatives = [...byCode.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const tokens = new RegExp(`(?<![A-Za-z0-9_])(${alternatives.join('|')})(?![A-Za-z0-9_])`, 'g');
  return { byCode, messages, tokens };
}

function standsAlone(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 1), start);
  const after = text.slice(end, end + 2);
  // A digit run next to these is part of a date, a time, a decimal, a version or an address.
  return !/[-:./+]/.test(before) && !/^[-:/+]|^\.\d/.test(after);
}

function quoted(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  const after = text[end];
  return (before === '"' || before === "'" || before === '`') && before === after;
}

/** Every entry the paste names, best first. */
export function findErrors(paste: string, index: PasteIndex): ErrorMatch[] {
  const text = paste.slice(0, MAX_PASTE_LENGTH);
  const found = new Map<string, ErrorMatch>();
  const add = (entry: IndexedError, via: ErrorMatch['via'], score: number, at: number) => {
    const key = `${entry.source}:${entry.anchor}`;
    const known = found.get(key);
    if (!known) {
      found.set(key, { entry, via, score, at });
      return;
    }
    known.score += via === 'message' ? 1 : score;
    if (via === 'code') known.via = 'code';
    known.at = Math.min(known.at, at);
  };

  for (const match of text.matchAll(index.tokens)) {
    const code = match[1] ?? '';
    const start = match.index ?? 0;
    const end = start + code.length;
    const keyed = KEY_BEFORE.test(text.slice(Math.max(0, start - 24), start));
    if (isNumberLike(code) && !keyed && !standsAlone(text, start, end)) continue;
    if (isPlainWord(code) && !keyed && !quoted(text, start, end)) continue;
    for (const entry of index.byCode.get(code) ?? []) {
      add(entry, 'code', keyed ? KEYED_SCORE : BARE_CODE_SCORE, start);
    }
  }

  for (const { entry, pattern } of index.messages) {
    const match = pattern.exec(text);
    if (match) add(entry, 'message', MESSAGE_SCORE, match.index);
  }

  return [...found.values()].sort((a, b) => b.score - a.score || a.at - b.at);
}
