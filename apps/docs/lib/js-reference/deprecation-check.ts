/*
 * Whether the supabase-js reference's prose agrees with the `@deprecated` tags of the installed declarations
 * (read by build/js-deprecations.mjs). Four contradictions are caught: a method deprecated in every overload
 * described as current; a name the deprecation retires ("instead of `options.foreignTable`") still used by the
 * entry; a deprecated overload that names no such name (an async callback) left unmentioned; and the reverse, an
 * entry calling a method deprecated that the declarations do not mark.
 */

export interface DeprecationFacts {
  overloads: number;
  /** The `@deprecated` text of each deprecated overload. */
  deprecated: string[];
}

export interface DescribedEntry {
  id: string;
  summary: string;
  details?: string[];
  examples: { code: string }[];
}

const SAYS_DEPRECATED = /\bdeprecated\b/i;

/** The names a deprecation text tells the reader to stop using: `foreignTable` from "instead of `options.foreignTable`". */
export function retiredNames(text: string): string[] {
  return [...text.matchAll(/instead of `([^`]+)`/gi)].map((match) => (match[1] ?? '').split('.').pop() ?? '');
}

/** Each contradiction between one entry and its method's deprecations, as a sentence; empty when they agree. */
export function deprecationProblems(entry: DescribedEntry, facts: DeprecationFacts | undefined): string[] {
  const prose = [entry.summary, ...(entry.details ?? [])].join(' ');
  const says = SAYS_DEPRECATED.test(prose);
  const deprecated = facts?.deprecated ?? [];
  if (deprecated.length === 0) {
    return says ? [`${entry.id}: described as deprecated, but no overload is marked @deprecated`] : [];
  }
  const problems: string[] = [];
  const all = deprecated.length === facts?.overloads;
  if (all && !says) problems.push(`${entry.id}: described as current, but deprecated: ${deprecated[0]}`);
  const retired = [...new Set(deprecated.flatMap(retiredNames))].filter((name) => name !== '');
  const text = [prose, ...entry.examples.map((example) => example.code)].join('\n');
  for (const name of retired) {
    if (new RegExp(`\\b${name}\\b`).test(text) && !says) {
      problems.push(`${entry.id}: uses \`${name}\`, which the declarations deprecate`);
    }
  }
  if (!all && retired.length === 0 && !says) {
    problems.push(
      `${entry.id}: an overload is deprecated (${deprecated[0]}), and the description does not say so`,
    );
  }
  return problems;
}
