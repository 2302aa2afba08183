import type { DocsData, ErrorData } from '@platform/docs-core/docs-data';
import { PASTE_ERROR_MESSAGES, SOURCE_LABELS, searchQueryOf } from '@platform/docs-core/errors/messages';
import {
  buildPasteIndex,
  findErrors,
  MAX_PASTE_LENGTH,
  type PasteIndex,
} from '@platform/docs-core/errors/paste-parser';

/** The longest paste the site's parser reads; the tool refuses longer text rather than cut it silently. */
export const MAX_ERROR_TEXT = MAX_PASTE_LENGTH;

/** As many matches as the site's "Paste an error" box shows. */
export const SHOWN_MATCHES = 8;

export interface ErrorMatchResult {
  code: string;
  /** PostgREST, Postgres, Auth, Storage, Realtime or CLI, as the reference's sections are labelled. */
  source: string;
  title: string;
  status: number | null;
  meaning: string;
  causes: string[];
  fix: string | null;
  /** Found by its code, or only by one of its messages. */
  matchedBy: 'code' | 'message';
  /** The entry on the Errors reference page: `…/guides/troubleshooting/errors/#PGRST116`. */
  url: string;
}

export interface ErrorLookup {
  found: boolean;
  /** Set when nothing matched: the site's own sentence. */
  message: string | null;
  /** Words of the paste to try with search_docs when nothing matched. */
  searchQuery: string | null;
  matches: ErrorMatchResult[];
}

/**
 * Pasted error text → the Errors reference's entries, with the site's own parser (`@platform/docs-core`), so
 * the tool and the page's "Paste an error" box find and rank the same entries.
 */
export class ErrorLookups {
  private index: PasteIndex | undefined;

  constructor(private readonly data: DocsData) {}

  lookup(text: string): ErrorLookup {
    this.index ??= buildPasteIndex(this.data.errors.entries);
    const matches = findErrors(text, this.index)
      .slice(0, SHOWN_MATCHES)
      // The parser hands back the entries it was given, which are the bundle's.
      .map((match) => this.result(match.entry as ErrorData, match.via));
    if (matches.length > 0) return { found: true, message: null, searchQuery: null, matches };
    return { found: false, message: PASTE_ERROR_MESSAGES.empty, searchQuery: searchQueryOf(text), matches };
  }

  private result(entry: ErrorData, via: 'code' | 'message'): ErrorMatchResult {
    return {
      code: entry.code,
      source: SOURCE_LABELS[entry.source] ?? entry.source,
      title: entry.title,
      status: entry.status,
      meaning: entry.meaning,
      causes: entry.causes,
      fix: entry.fix,
      matchedBy: via,
      url: new URL(`${this.data.errors.path}#${entry.anchor}`, this.data.siteUrl).href,
    };
  }
}

/** The answer as text: each match with its meaning, causes, fix and link; or the site's "nothing found". */
export function errorLookupText(lookup: ErrorLookup): string {
  if (!lookup.found) {
    return `${lookup.message}.${lookup.searchQuery ? ` Try search_docs with a few words of the message, e.g. "${lookup.searchQuery}".` : ''}`;
  }
  return lookup.matches
    .map((match, at) =>
      [
        `${at + 1}. ${match.code} (${match.source}${match.status ? `, HTTP ${match.status}` : ''}): ${match.title}`,
        match.meaning,
        ...(match.causes.length > 0 ? ['Usual causes:', ...match.causes.map((cause) => `- ${cause}`)] : []),
        ...(match.fix ? [`Fix: ${match.fix}`] : []),
        match.url,
      ].join('\n'),
    )
    .join('\n\n');
}
