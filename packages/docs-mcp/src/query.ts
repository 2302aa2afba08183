import { SEARCH_ALIASES } from '@platform/docs-core/search/aliases';
import { phraseWords } from './text.ts';

/*
 * What a question asks for: its words without the question around them ("what does … mean", "how do I"),
 * each word or known phrase with the other names readers use for it (the shared alias list), and the error
 * codes it names. A query longer than MAX_QUERY characters is cut there, not refused.
 */
export const MAX_QUERY = 500;

const STOP_WORDS = new Set(
  (
    'a an the what whats does do did doe mean meaning how i can could my me we our you your is are was be to of ' +
    'for in on at by with and or it its this that these those there when why where which who should would ' +
    'will shall need want about from into get gets getting use using way some any please tell explain show ' +
    'example one two make'
  )
    .split(' ')
    .map((word) => phraseWords(word)[0] ?? word),
);

/** One alternative of a group: every word must be in a section for it to count; aliases weigh less. */
export interface Alternative {
  words: string[];
  weight: number;
}

/** A word or phrase of the query with its alternatives; a section covers the group if one alternative matches. */
export interface QueryGroup {
  alternatives: Alternative[];
}

export interface ParsedQuery {
  /** The query as searched (cut to MAX_QUERY characters). */
  text: string;
  truncated: boolean;
  groups: QueryGroup[];
  /** The content words as one phrase (two words or more), for the title and heading bonus. */
  phrase: string | null;
  /** The query's own phrases of two words or more (`row level security`), for the topic bonus. */
  phrases: string[];
  /** Lower-case words to find in a snippet, the query's own first. */
  highlight: string[];
  /** Error codes the query names, as written (PGRST116, 42501, invalid_credentials). */
  codes: string[];
}

const ALIAS_ENTRIES = SEARCH_ALIASES.map((alias) => ({
  entries: [...new Map(alias.terms.map((term) => [phraseWords(term).join(' '), phraseWords(term)])).values()],
}));

const ALIAS_ALTERNATIVE_WEIGHT = 0.6;

function cut(raw: string): { text: string; truncated: boolean } {
  if (raw.length <= MAX_QUERY) return { text: raw, truncated: false };
  const head = raw.slice(0, MAX_QUERY);
  const space = head.lastIndexOf(' ');
  return { text: space > MAX_QUERY / 2 ? head.slice(0, space) : head, truncated: true };
}

/** Codes that look like an error code of the Errors reference; the index checks they exist. */
export function codeCandidates(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\bPGRST[0-9X]\d{2}\b/gi)) found.add(match[0].toUpperCase());
  for (const match of text.matchAll(/\b[0-9][0-9A-Z]{4}\b/gi)) found.add(match[0].toUpperCase());
  for (const match of text.matchAll(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/gi)) found.add(match[0].toLowerCase());
  return [...found];
}

export function parseQuery(raw: string): ParsedQuery {
  const { text, truncated } = cut(raw);
  const words = phraseWords(text);
  const groups: QueryGroup[] = [];
  const content: string[] = [];
  const highlight: string[] = [];
  const aliasOthers: string[] = [];
  const used = new Set<string>();
  const usedAliases = new Set<(typeof ALIAS_ENTRIES)[number]>();
  // Known phrases first (an alias may hold a stop word: "on conflict"), then the words that carry meaning.
  for (let at = 0; at < words.length; ) {
    let best: { length: number; alias: (typeof ALIAS_ENTRIES)[number]; key: string } | null = null;
    for (const alias of ALIAS_ENTRIES) {
      for (const entry of alias.entries) {
        const length = entry.length;
        if (length === 0 || (best && best.length >= length)) continue;
        if (entry.every((word, offset) => words[at + offset] === word))
          best = { length, alias, key: entry.join(' ') };
      }
    }
    if (best && used.has(best.key)) {
      at += best.length;
      continue;
    }
    if (best && usedAliases.has(best.alias)) {
      // A second name of a topic already in the query ("upload … storage") stands for itself only, so the
      // topic's other names are not counted twice.
      used.add(best.key);
      groups.push({ alternatives: [{ words: best.key.split(' '), weight: 1 }] });
      content.push(best.key);
      highlight.push(best.key);
      at += best.length;
      continue;
    }
    if (best) {
      const { key } = best;
      used.add(key);
      usedAliases.add(best.alias);
      groups.push({
        alternatives: best.alias.entries.map((entry) => ({
          words: entry,
          weight: entry.join(' ') === key ? 1 : ALIAS_ALTERNATIVE_WEIGHT,
        })),
      });
      content.push(key);
      highlight.push(key);
      for (const entry of best.alias.entries) if (entry.join(' ') !== key) aliasOthers.push(entry.join(' '));
      at += best.length;
      continue;
    }
    const word = words[at] as string;
    at += 1;
    if (STOP_WORDS.has(word)) continue;
    groups.push({ alternatives: [{ words: [word], weight: 1 }] });
    content.push(word);
    highlight.push(word);
  }
  // A query of question words only ("what is it") is searched as written.
  if (groups.length === 0)
    for (const word of words) {
      groups.push({ alternatives: [{ words: [word], weight: 1 }] });
      content.push(word);
      highlight.push(word);
    }
  highlight.push(...aliasOthers);
  const phraseText = content.join(' ');
  return {
    text,
    truncated,
    groups,
    phrase: phraseText.includes(' ') ? phraseText : null,
    // Known phrases, and each two neighbouring words ("rate limits" in "auth rate limits for emails").
    phrases: [
      ...content.filter((key) => key.includes(' ')),
      ...content.slice(1).map((key, index) => `${content[index]} ${key}`),
    ],
    highlight,
    codes: codeCandidates(text),
  };
}
