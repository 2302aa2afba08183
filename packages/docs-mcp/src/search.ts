import type { DocsPage } from '@platform/docs-core/docs-data';

/*
 * Ranked search over the pages, built in memory at start-up (a few hundred pages index in tens of
 * milliseconds). BM25 per field, summed with field weights: a page's title and its section headings weigh the
 * same, as on the site's own search (a heading is a topic the page covers); then the breadcrumb and the
 * description, then the body. A query that appears whole in the title or a heading gets a bonus, so the page
 * named for a topic ranks above pages that mention its words.
 */

const FIELDS = ['title', 'headings', 'breadcrumb', 'description', 'body'] as const;
type Field = (typeof FIELDS)[number];
const WEIGHTS: Record<Field, number> = { title: 8, headings: 8, breadcrumb: 2, description: 3, body: 1 };
/** Whole-phrase bonus, in the same units as a strong title match. */
const PHRASE_BONUS = { title: 12, headings: 8 };
const K1 = 1.2;
const B = 0.75;
const SNIPPET_LENGTH = 220;

export interface SearchHit {
  title: string;
  url: string;
  path: string;
  breadcrumb: string[];
  snippet: string;
  score: number;
}

interface IndexedPage {
  page: DocsPage;
  lengths: Record<Field, number>;
  title: string;
  headings: string[];
}

/** Lower-case words; a plural `s` is dropped so `policies`/`policy` and `tables`/`table` meet. */
export function tokenize(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return words.map(stem);
}

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const normalize = (text: string) => tokenize(text).join(' ');

/** The body under the page's own title and description (the twin starts with both). */
function withoutTitle(markdown: string): string {
  return markdown.replace(/^# .*\n+(?:> .*\n)*/, '');
}

/** Markdown without its punctuation noise: links become their text, markup is dropped. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|]/g, ' ')
    .replace(/\s+/g, ' ');
}

export class SearchIndex {
  private readonly docs: IndexedPage[] = [];
  /** term → the pages holding it, with the term's frequency in each field (FIELDS order). */
  private readonly postings = new Map<string, { ids: number[]; counts: number[][] }>();
  private readonly averageLength: Record<Field, number>;
  private readonly bodies: string[] = [];

  constructor(
    pages: DocsPage[],
    private readonly siteUrl: string,
  ) {
    const totals = FIELDS.map(() => 0);
    for (const page of pages) {
      if (!page.searchable) continue;
      const id = this.docs.length;
      const body = plainText(withoutTitle(page.markdown));
      const texts = [
        page.title,
        page.headings.join(' \n '),
        page.breadcrumb.join(' '),
        page.description,
        body,
      ];
      const lengths = { title: 0, headings: 0, breadcrumb: 0, description: 0, body: 0 };
      const counts = new Map<string, number[]>();
      FIELDS.forEach((field, index) => {
        const tokens = tokenize(texts[index] ?? '');
        lengths[field] = tokens.length;
        totals[index] = (totals[index] ?? 0) + tokens.length;
        for (const token of tokens) {
          let perField = counts.get(token);
          if (!perField) {
            perField = [0, 0, 0, 0, 0];
            counts.set(token, perField);
          }
          perField[index] = (perField[index] ?? 0) + 1;
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
      this.docs.push({ page, lengths, title: normalize(page.title), headings: page.headings.map(normalize) });
      this.bodies.push(body);
    }
    const n = Math.max(this.docs.length, 1);
    this.averageLength = Object.fromEntries(
      FIELDS.map((field, index) => [field, (totals[index] ?? 0) / n || 1]),
    ) as Record<Field, number>;
  }

  search(query: string, limit: number): SearchHit[] {
    const terms = [...new Set(tokenize(query))];
    if (terms.length === 0) return [];
    const phrase = terms.length > 1 ? normalize(query) : null;
    const scores = new Map<number, number>();
    const matchedTerms = new Map<number, number>();
    const n = this.docs.length;
    for (const term of terms) {
      const posting = this.postings.get(term);
      if (!posting) continue;
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
          const norm = 1 - B + (B * doc.lengths[field]) / this.averageLength[field];
          score += WEIGHTS[field] * ((tf * (K1 + 1)) / (tf + K1 * norm));
        });
        matchedTerms.set(id, (matchedTerms.get(id) ?? 0) + 1);
        scores.set(id, (scores.get(id) ?? 0) + idf * score);
      });
    }
    for (const [id, score] of scores) {
      const doc = this.docs[id];
      if (!doc) continue;
      // Pages that match every word come first; a phrase in the title or a heading lifts a page further.
      const matched = matchedTerms.get(id) ?? 0;
      let total = score * (matched / terms.length) ** 2;
      const whole = phrase ?? terms[0] ?? '';
      if (doc.title === whole) total += PHRASE_BONUS.title * 2;
      else if (phrase && doc.title.includes(phrase)) total += PHRASE_BONUS.title;
      if (phrase && doc.headings.some((heading) => heading.includes(phrase))) total += PHRASE_BONUS.headings;
      scores.set(id, total);
    }
    return [...scores.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .flatMap(([id, score]) => {
        const doc = this.docs[id];
        if (!doc) return [];
        const { page } = doc;
        return [
          {
            title: page.title,
            url: new URL(page.path, this.siteUrl).href,
            path: page.path,
            breadcrumb: page.breadcrumb,
            snippet: snippet(this.bodies[id] ?? '', terms) || page.description,
            score: Math.round(score * 100) / 100,
          },
        ];
      });
  }
}

/** The stretch of body text around the first query word, cut at word boundaries. */
function snippet(body: string, terms: string[]): string {
  const lower = body.toLowerCase();
  let at = -1;
  for (const term of terms) {
    const found = lower.search(new RegExp(`\\b${term}`));
    if (found !== -1 && (at === -1 || found < at)) at = found;
  }
  if (at === -1) return '';
  const start = Math.max(0, body.lastIndexOf(' ', Math.max(0, at - 60)) + 1);
  const end = Math.min(body.length, start + SNIPPET_LENGTH);
  const cut = body.slice(start, end);
  const clean = end < body.length ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${start > 0 ? '…' : ''}${clean.trim()}${end < body.length ? '…' : ''}`;
}
