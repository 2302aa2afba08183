import type { DocsData, JsMethodData } from '@platform/docs-core/docs-data';
import { mentionedId } from '@platform/docs-core/js-reference/mentions';
import { methodKebab } from '@platform/docs-core/js-reference/method-id';
import { ToolInputError } from './tool-error.ts';

const CLOSE_MATCHES = 5;

/** Edit distance, for naming the methods closest to a misspelt one. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** `supabase.storage.from('avatars').createSignedUrl(path, 60)` → `storage.from.createSignedUrl`. */
function dottedPath(input: string): string {
  let path = input;
  // Arguments go, innermost first, so nested calls and objects in them do not split the path.
  while (/\([^()]*\)/.test(path)) path = path.replace(/\([^()]*\)/g, '');
  return path
    .replace(/\($/, '')
    .replace(/^(supabase|query)?\./, '')
    .replace(/\s+/g, '');
}

/** A found method, and what the input asked about it. */
export interface FoundMethod {
  method: JsMethodData;
  /** Set when the input named no method exactly and the closest one is given instead. */
  note: string | null;
  /** Words after the call (`upsert onConflict`) matched against its parameters and options. */
  focus: { param: string; name: string; type: string; optional: boolean }[];
}

/** How far a name may be from a method's name (edits per character) to be taken as that method. */
const CLOSE_ENOUGH = 0.34;

/**
 * Finds a supabase-js method of the reference from its id (`auth-sign-in-with-password`), a call path as code
 * writes it (`supabase.auth.signInWithPassword({ … })`, `auth.signInWithPassword`, `from().select()`,
 * `.eq()`, `storage.from().createSignedUrl`, `channel.subscribe`) or a bare method name when only one method
 * has it. Words after the call (`signInWithOtp options`, `from().upsert onConflict`) pick out its options. A
 * misspelt name gets the closest method, with a note saying so. Call paths go through the site's own reading
 * of a mention (`@platform/docs-core/js-reference/mentions`).
 */
export class JsMethods {
  private readonly byId = new Map<string, JsMethodData>();

  constructor(private readonly data: DocsData['js']) {
    for (const method of data.methods) this.byId.set(method.id, method);
  }

  find(input: string): FoundMethod {
    const trimmed = input
      .trim()
      .replace(/^await\s+/, '')
      .replace(/;$/, '');
    const exact = this.byId.get(trimmed);
    if (exact) return { method: exact, note: null, focus: [] };
    const [call = '', ...words] = withoutArguments(trimmed).split(/\s+/).filter(Boolean);
    const path = dottedPath(call);
    const focusOf = (method: JsMethodData) => focus(method, words);
    for (const id of this.candidateIds(path)) {
      const found = this.byId.get(id);
      if (found) return { method: found, note: null, focus: focusOf(found) };
    }
    const name = path.split('.').at(-1) ?? path;
    const named = this.data.methods.filter((method) => method.name === name);
    if (named.length === 1 && named[0]) return { method: named[0], note: null, focus: focusOf(named[0]) };
    if (named.length > 1)
      throw new ToolInputError(
        `"${input.trim()}" names ${named.length} methods. Which one: ${named.map((method) => `${method.call} (${method.id})`).join(', ')}.`,
      );
    const ranked = this.closest(path);
    const best = ranked[0];
    if (best && best.score <= Math.max(2, Math.round(name.length * CLOSE_ENOUGH))) {
      const closest = best.method;
      return {
        method: closest,
        note: `No supabase-js method "${call}"; this is the closest: ${closest.call} (${closest.id}).`,
        focus: focusOf(closest),
      };
    }
    throw new ToolInputError(
      `No supabase-js method "${input.trim()}". Closest: ${ranked.map(({ method }) => `${method.call} (${method.id})`).join(', ')}.`,
    );
  }

  /** The ids a dotted path may stand for: as the site reads a mention, then segment by segment. */
  private candidateIds(path: string): string[] {
    const call = `supabase.${path.replace(/^from\./, "from('t').").replace(/\.from\./, ".from('b').")}(`;
    const mentioned = mentionedId(call);
    const bySegments = path.split('.').filter(Boolean).map(methodKebab).join('-');
    return [mentioned, bySegments].filter((id): id is string => Boolean(id));
  }

  private closest(path: string): { method: JsMethodData; score: number }[] {
    const name = (path.split('.').at(-1) ?? path).toLowerCase();
    const kebab = path.split('.').filter(Boolean).map(methodKebab).join('-');
    return this.data.methods
      .map((method) => ({
        method,
        score: Math.min(distance(name, method.name.toLowerCase()), distance(kebab, method.id)),
      }))
      .sort((a, b) => a.score - b.score)
      .slice(0, CLOSE_MATCHES);
  }
}

/** The call with its argument lists emptied, innermost first, so nested calls and objects do not split it. */
function withoutArguments(input: string): string {
  let path = input;
  while (/\([^()]*\)/.test(path)) path = path.replace(/\([^()]*\)/g, '');
  return path.replace(/\s*\.\s*/g, '.');
}

/** The parameters and options of a method whose name holds one of `words` (`options` lists every option). */
function focus(method: JsMethodData, words: string[]): FoundMethod['focus'] {
  if (words.length === 0) return [];
  const wanted = words.map((word) => word.toLowerCase().replace(/[^a-z0-9_.]/g, '')).filter(Boolean);
  const found: FoundMethod['focus'] = [];
  const seen = new Set<string>();
  for (const signature of method.signatures) {
    for (const param of signature.params) {
      const entries = [
        { name: param.name, type: param.type, optional: param.optional },
        ...(param.fields ?? []).map((field) => ({ ...field, name: `${param.name}.${field.name}` })),
      ];
      for (const entry of entries) {
        const lower = entry.name.toLowerCase();
        const last = lower.split('.').at(-1) ?? lower;
        if (
          !wanted.some(
            (word) =>
              last.includes(word) ||
              lower.startsWith(`${param.name.toLowerCase()}.${word}`) ||
              word === lower,
          )
        )
          continue;
        if (seen.has(entry.name)) continue;
        seen.add(entry.name);
        found.push({ param: param.name, ...entry });
      }
    }
  }
  return found;
}
