import type { GlossaryTerm } from '../../data/glossary';

/*
 * How the glossary's terms are ordered, grouped under letters and given anchors. Pure, so the page, its
 * Markdown twin and the tests all read the same order and ids.
 */

export interface GlossaryEntry extends GlossaryTerm {
  /** The term's anchor on the glossary page (`row-level-security`). */
  id: string;
}

export interface GlossaryLetter {
  letter: string;
  /** The letter heading's anchor (`letter-r`). */
  id: string;
  entries: GlossaryEntry[];
}

/** A piece of a definition: plain text, or code (written between backticks in the data). */
export interface TextPart {
  code: boolean;
  value: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** The term as it is read and sorted: without the backticks that mark code. */
export function plainTerm(term: string): string {
  return term.replaceAll('`', '');
}

export function compareTerms(a: string, b: string): number {
  return collator.compare(plainTerm(a), plainTerm(b));
}

/** `Row Level Security` → `row-level-security`, `` `auth.uid()` `` → `auth-uid`. */
export function termAnchor(term: string): string {
  return plainTerm(term)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Text with `code` spans split into parts; an unclosed backtick stays text. */
export function textParts(text: string): TextPart[] {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      /^`[^`]+`$/.test(part) ? { code: true, value: part.slice(1, -1) } : { code: false, value: part },
    );
}

/** The terms in alphabetical order, grouped by their first letter. */
export function glossaryLetters(terms: readonly GlossaryTerm[]): GlossaryLetter[] {
  const letters = new Map<string, GlossaryLetter>();
  for (const term of [...terms].sort((a, b) => compareTerms(a.term, b.term))) {
    const letter = plainTerm(term.term).charAt(0).toUpperCase();
    let group = letters.get(letter);
    if (!group) {
      group = { letter, id: `letter-${letter.toLowerCase()}`, entries: [] };
      letters.set(letter, group);
    }
    group.entries.push({ ...term, id: termAnchor(term.term) });
  }
  return [...letters.values()];
}
