import type { DocsData, DocsPage, ErrorData } from '@platform/docs-core/docs-data';
import { type ParsedQuery, parseQuery } from './query.ts';
import { pageSections } from './sections.ts';
import { clip, phraseWords, plainText, tokenize } from './text.ts';

/*
 * Ranked search over the sections of the pages, built in memory on first use (a few thousand sections index
 * in well under a second). BM25 per field, summed with field weights: the section's heading weighs most, then
 * the page's title (every section of a page shares it), the page's description and breadcrumb, then the
 * section's own text. A section must cover every word of the query (or one of its aliases) to rank fully;
 * the whole query in a heading or the page title lifts it. An error code in the query answers with its entry
 * of the Errors reference first.
 */

const FIELDS = ['title', 'heading', 'breadcrumb', 'description', 'body'] as const;
type Field = (typeof FIELDS)[number];
const WEIGHTS: Record<Field, number> = { title: 5, heading: 8, breadcrumb: 1, description: 2, body: 1 };
const FIELD_WEIGHTS = FIELDS.map((field) => WEIGHTS[field]);
const PHRASE_BONUS = { title: 20, heading: 12 };
/** Terms whose scores are kept between queries. */
const TERM_CACHE = 500;
/** What the other names of a query word a section also holds add, as a share of the best name's score. */
const OTHER_NAMES = 0.5;
/** A known phrase of the query (`row level security`) in a page's title: the page is about it. */
const TOPIC_BONUS = 10;
const K1 = 1.2;
const B = 0.75;
const SNIPPET_LENGTH = 240;
/**
 * Pages that restate what other pages explain: a glossary definition or an error entry is rarely the answer to
 * a question in words (an error code in the query is routed to its entry anyway), so they weigh less.
 */
const PAGE_WEIGHTS: Record<string, number> = {
  '/guides/resources/glossary/': 0.3,
  '/guides/troubleshooting/errors/': 0.4,
};
/** Sections of one page among the results, so one long page does not fill the list. */
const PER_PAGE = 2;

export interface SectionHit {
  /** `Page title › Section heading` (the page title alone for its introduction). */
  title: string;
  page: string;
  section: string | null;
  url: string;
  path: string;
  anchor: string | null;
  breadcrumb: string[];
  snippet: string;
  score: number;
}

export interface SearchAnswer {
  hits: SectionHit[];
  /** The query as searched, and whether it was cut. */
  query: string;
  truncated: boolean;
}

interface TermScores {
  ids: number[];
  byDoc: Float64Array;
}

interface IndexedSection {
  page: DocsPage;
  heading: string | null;
  anchor: string | null;
  lengths: number[];
  body: string;
  title: string;
  headingWords: string;
  /** Title, heading and text as words, to check that a phrase's words stand together (made on first use). */
  allWords?: string;
}

const words = (text: string) => phraseWords(text).join(' ');

export class SearchIndex {
  private readonly docs: IndexedSection[] = [];
  /** term → the sections holding it, with the term's frequency in each field (FIELDS order). */
  private readonly postings = new Map<string, { ids: number[]; counts: number[][] }>();
  private readonly averageLength: number[];
  private readonly errors = new Map<string, ErrorData>();
  private readonly errorsPath: string;
  private readonly termCache = new Map<string, TermScores>();

  constructor(
    pages: DocsPage[],
    private readonly siteUrl: string,
    errors: DocsData['errors'] = { path: '/guides/troubleshooting/errors/', entries: [] },
  ) {
    this.errorsPath = errors.path;
    for (const entry of errors.entries) this.errors.set(entry.code, entry);
    const totals = FIELDS.map(() => 0);
    for (const page of pages) {
      if (!page.searchable) continue;
      for (const section of pageSections(page)) {
        const body = plainText(page.markdown.slice(section.start, section.end).replace(/^#{2,4} .*\n/, ''));
        if (section.heading === null && body.length === 0 && page.sections.length > 0) continue;
        const id = this.docs.length;
        const texts = [page.title, section.heading ?? '', page.breadcrumb.join(' '), page.description, body];
        const lengths = FIELDS.map(() => 0);
        const counts = new Map<string, number[]>();
        texts.forEach((text, field) => {
          const tokens = tokenize(text);
          lengths[field] = tokens.length;
          totals[field] = (totals[field] ?? 0) + tokens.length;
          for (const token of tokens) {
            let perField = counts.get(token);
            if (!perField) {
              perField = [0, 0, 0, 0, 0];
              counts.set(token, perField);
            }
            perField[field] = (perField[field] ?? 0) + 1;
          }
        });
        for (const [token, perField] of counts) {
          let posting = this.postings.get(token);
          if (!posting) {
            posting = { ids: [], counts: [] };
            this.postings.set(token, posting);
          }
          posting.ids.push(id);
          posting.counts.push(perField);
        }
        this.docs.push({
          page,
          heading: section.heading,
          anchor: section.anchor,
          lengths,
          body,
          title: words(page.title),
          headingWords: words(section.heading ?? ''),
        });
      }
    }
    const n = Math.max(this.docs.length, 1);
    this.averageLength = totals.map((total) => total / n || 1);
  }

  private wordsOf(id: number): string {
    const doc = this.docs[id];
    if (!doc) return '';
    doc.allWords ??= ` ${words(`${doc.page.title} . ${doc.heading ?? ''} . ${doc.body}`)} `;
    return doc.allWords;
  }

  get size(): number {
    return this.docs.length;
  }

  /**
   * One term's BM25 score in every section that holds it: the sections in a list, and the scores by section
   * (0 where absent). It depends on the term alone, so it is kept for the next query (up to TERM_CACHE terms,
   * then the cache starts again).
   */
  private termScores(term: string): TermScores {
    const cache = this.termCache;
    const cached = cache.get(term);
    if (cached) return cached;
    if (cache.size >= TERM_CACHE) cache.clear();
    const posting = this.postings.get(term);
    const ids = posting?.ids ?? [];
    const byDoc = new Float64Array(this.docs.length);
    if (posting) {
      const n = this.docs.length;
      const size = posting.ids.length;
      const idf = Math.log(1 + (n - size + 0.5) / (size + 0.5));
      posting.ids.forEach((id, at) => {
        const doc = this.docs[id];
        const counts = posting.counts[at];
        if (!doc || !counts) return;
        let score = 0;
        for (let field = 0; field < FIELDS.length; field += 1) {
          const tf = counts[field] ?? 0;
          if (tf === 0) continue;
          const norm = 1 - B + (B * (doc.lengths[field] ?? 0)) / (this.averageLength[field] ?? 1);
          score += (FIELD_WEIGHTS[field] ?? 0) * ((tf * (K1 + 1)) / (tf + K1 * norm));
        }
        byDoc[id] = idf * score;
      });
    }
    const scores = { ids, byDoc };
    cache.set(term, scores);
    return scores;
  }

  search(raw: string, limit: number): SearchAnswer {
    const query = parseQuery(raw);
    const routed = this.routedErrors(query);
    const hits = [
      ...routed,
      ...this.rank(query, limit).filter((hit) => !routed.some((r) => r.url === hit.url)),
    ];
    return { hits: hits.slice(0, limit), query: query.text, truncated: query.truncated };
  }

  /** The Errors reference entries of the codes a query names, as hits of their own. */
  private routedErrors(query: ParsedQuery): SectionHit[] {
    return query.codes.flatMap((code) => {
      const entry = this.errors.get(code);
      if (!entry) return [];
      const section = this.docs.find(
        (doc) => doc.page.path === this.errorsPath && doc.anchor === entry.anchor,
      );
      const heading = section?.heading ?? `${entry.code} ${entry.title}`;
      const page = section?.page.title ?? 'Errors reference';
      return [
        {
          title: `${page} › ${heading}`,
          page,
          section: heading,
          url: new URL(`${this.errorsPath}#${entry.anchor}`, this.siteUrl).href,
          path: this.errorsPath,
          anchor: entry.anchor,
          breadcrumb: section?.page.breadcrumb ?? [],
          snippet: clip(section?.body || plainText(entry.meaning), SNIPPET_LENGTH),
          score: 1000,
        },
      ];
    });
  }

  private rank(query: ParsedQuery, limit: number): SectionHit[] {
    if (query.groups.length === 0) return [];
    const n = this.docs.length;
    const totals = new Float64Array(n);
    const covered = new Uint16Array(n);
    const touched: number[] = [];
    for (const group of query.groups) {
      const top = new Float64Array(n);
      const rest = new Float64Array(n);
      const found: number[] = [];
      for (const alternative of group.alternatives) {
        // The rarest word leads, so a phrase with a common word ("one time password") looks at few sections.
        const perWord = alternative.words
          .map((word) => this.termScores(word))
          .sort((a, b) => a.ids.length - b.ids.length);
        const [first, ...others] = perWord;
        if (!first) continue;
        // A phrase counts where its words stand together, not anywhere in the section.
        const phrase = others.length > 0 ? ` ${alternative.words.join(' ')} ` : null;
        for (const id of first.ids) {
          let sum = first.byDoc[id] ?? 0;
          let all = true;
          for (const other of others) {
            const value = other.byDoc[id] ?? 0;
            if (value === 0) {
              all = false;
              break;
            }
            sum += value;
          }
          if (!all) continue;
          if (phrase && !this.wordsOf(id).includes(phrase)) continue;
          const weighted = sum * alternative.weight;
          const best = top[id] ?? 0;
          if (best === 0) {
            top[id] = weighted;
            found.push(id);
          } else if (weighted > best) {
            rest[id] = (rest[id] ?? 0) + best;
            top[id] = weighted;
          } else rest[id] = (rest[id] ?? 0) + weighted;
        }
      }
      // The best name counts, and other names of the same thing add a little: a section that calls a topic by
      // several of its names (joins, embedding, related tables) is usually the one that explains it.
      for (const id of found) {
        const best = top[id] ?? 0;
        if ((covered[id] ?? 0) === 0) touched.push(id);
        totals[id] = (totals[id] ?? 0) + best + Math.min(rest[id] ?? 0, best) * OTHER_NAMES;
        covered[id] = (covered[id] ?? 0) + 1;
      }
    }
    const groups = query.groups.length;
    const scored: [number, number][] = [];
    for (const id of touched) {
      const doc = this.docs[id];
      if (!doc) continue;
      const score = totals[id] ?? 0;
      let total = score * ((covered[id] ?? 0) / groups) ** 2 * (PAGE_WEIGHTS[doc.page.path] ?? 1);
      const phrase = query.phrase;
      if (phrase) {
        if (doc.heading === null && doc.title === phrase) total += PHRASE_BONUS.title * 2;
        else if (doc.heading === null && doc.title.includes(phrase)) total += PHRASE_BONUS.title;
        if (doc.headingWords.includes(phrase)) total += PHRASE_BONUS.heading;
      } else if (doc.heading === null && doc.title === query.groups[0]?.alternatives[0]?.words.join(' ')) {
        total += PHRASE_BONUS.title;
      }
      if (query.phrases.some((known) => ` ${doc.title} `.includes(` ${known} `))) total += TOPIC_BONUS;
      scored.push([id, total]);
    }
    scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const perPage = new Map<string, number>();
    const hits: SectionHit[] = [];
    for (const [id, score] of scored) {
      if (hits.length >= limit) break;
      const doc = this.docs[id];
      if (!doc) continue;
      const seen = perPage.get(doc.page.path) ?? 0;
      if (seen >= PER_PAGE) continue;
      perPage.set(doc.page.path, seen + 1);
      hits.push(this.hit(doc, score, query));
    }
    return hits;
  }

  private hit(doc: IndexedSection, score: number, query: ParsedQuery): SectionHit {
    const { page } = doc;
    const path = page.path;
    return {
      title: doc.heading ? `${page.title} › ${doc.heading}` : page.title,
      page: page.title,
      section: doc.heading,
      url: new URL(doc.anchor ? `${path}#${doc.anchor}` : path, this.siteUrl).href,
      path,
      anchor: doc.anchor,
      breadcrumb: page.breadcrumb,
      snippet: snippet(doc.body, query.highlight) || clip(page.description, SNIPPET_LENGTH),
      score: Math.round(score * 100) / 100,
    };
  }
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** Where `word` first starts a word in `lower` (not inside another word), or -1. */
function wordStart(lower: string, word: string): number {
  for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
    if (at === 0 || !WORD_CHAR.test(lower[at - 1] ?? '')) return at;
  }
  return -1;
}

/** The stretch of a section's text around the first query word it holds, cut at word boundaries. */
export function snippet(body: string, highlight: string[], lower = body.toLowerCase()): string {
  if (!body) return '';
  let at = -1;
  for (const word of highlight) {
    at = wordStart(lower, word.length > 4 ? word.replace(/y$/, '') : word);
    if (at !== -1) break;
  }
  if (at === -1) at = 0;
  const start = at < 60 ? 0 : body.lastIndexOf(' ', at - 60) + 1;
  const text = clip(body.slice(start, start + SNIPPET_LENGTH * 2), SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${text}`;
}
