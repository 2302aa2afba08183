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
const PHRASE_BONUS = { title: 20, heading: 12 };
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

interface IndexedSection {
  page: DocsPage;
  heading: string | null;
  anchor: string | null;
  lengths: number[];
  body: string;
  title: string;
  headingWords: string;
  /** Title, heading and text as words, to check that a phrase's words stand together. */
  allWords: string;
}

const words = (text: string) => phraseWords(text).join(' ');

export class SearchIndex {
  private readonly docs: IndexedSection[] = [];
  /** term → the sections holding it, with the term's frequency in each field (FIELDS order). */
  private readonly postings = new Map<string, { ids: number[]; counts: number[][] }>();
  private readonly averageLength: number[];
  private readonly errors = new Map<string, ErrorData>();
  private readonly errorsPath: string;

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
          allWords: ` ${words(`${page.title} . ${section.heading ?? ''} . ${body}`)} `,
        });
      }
    }
    const n = Math.max(this.docs.length, 1);
    this.averageLength = totals.map((total) => total / n || 1);
  }

  get size(): number {
    return this.docs.length;
  }

  /** One term's BM25 score in every section that holds it. */
  private termScores(term: string, cache: Map<string, Map<number, number>>): Map<number, number> {
    const cached = cache.get(term);
    if (cached) return cached;
    const scores = new Map<number, number>();
    const posting = this.postings.get(term);
    if (posting) {
      const n = this.docs.length;
      const size = posting.ids.length;
      const idf = Math.log(1 + (n - size + 0.5) / (size + 0.5));
      posting.ids.forEach((id, at) => {
        const doc = this.docs[id];
        const counts = posting.counts[at];
        if (!doc || !counts) return;
        let score = 0;
        FIELDS.forEach((field, index) => {
          const tf = counts[index] ?? 0;
          if (tf === 0) return;
          const norm = 1 - B + (B * (doc.lengths[index] ?? 0)) / (this.averageLength[index] ?? 1);
          score += WEIGHTS[field] * ((tf * (K1 + 1)) / (tf + K1 * norm));
        });
        scores.set(id, idf * score);
      });
    }
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
    const cache = new Map<string, Map<number, number>>();
    const totals = new Map<number, number>();
    const covered = new Map<number, number>();
    for (const group of query.groups) {
      const best = new Map<number, { top: number; rest: number }>();
      for (const alternative of group.alternatives) {
        const perWord = alternative.words.map((word) => this.termScores(word, cache));
        const [first, ...rest] = perWord;
        if (!first) continue;
        // A phrase counts where its words stand together, not anywhere in the section.
        const phrase = rest.length > 0 ? ` ${alternative.words.join(' ')} ` : null;
        for (const [id, score] of first) {
          if (phrase && !this.docs[id]?.allWords.includes(phrase)) continue;
          let sum = score;
          let all = true;
          for (const other of rest) {
            const value = other.get(id);
            if (value === undefined) {
              all = false;
              break;
            }
            sum += value;
          }
          if (!all) continue;
          const weighted = sum * alternative.weight;
          const found = best.get(id);
          if (!found) best.set(id, { top: weighted, rest: 0 });
          else if (weighted > found.top) best.set(id, { top: weighted, rest: found.rest + found.top });
          else found.rest += weighted;
        }
      }
      // The best name counts, and other names of the same thing add a little: a section that calls a topic by
      // several of its names (joins, embedding, related tables) is usually the one that explains it.
      for (const [id, { top, rest }] of best) {
        const score = top + Math.min(rest, top) * OTHER_NAMES;
        totals.set(id, (totals.get(id) ?? 0) + score);
        covered.set(id, (covered.get(id) ?? 0) + 1);
      }
    }
    const groups = query.groups.length;
    const scored: [number, number][] = [];
    for (const [id, score] of totals) {
      const doc = this.docs[id];
      if (!doc) continue;
      let total = score * ((covered.get(id) ?? 0) / groups) ** 2 * (PAGE_WEIGHTS[doc.page.path] ?? 1);
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The stretch of a section's text around the first query word it holds, cut at word boundaries. */
export function snippet(body: string, highlight: string[]): string {
  if (!body) return '';
  const lower = body.toLowerCase();
  let at = -1;
  for (const word of highlight) {
    const stemless = word.length > 4 ? word.replace(/y$/, '') : word;
    const found = lower.search(new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(stemless)}`, 'u'));
    if (found !== -1) {
      at = found;
      break;
    }
  }
  if (at === -1) at = 0;
  const start = at < 60 ? 0 : body.lastIndexOf(' ', at - 60) + 1;
  const text = clip(body.slice(start), SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${text}`;
}
