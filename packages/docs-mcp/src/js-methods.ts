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

/**
 * Finds a supabase-js method of the reference from its id (`auth-sign-in-with-password`), a call path as code
 * writes it (`supabase.auth.signInWithPassword({ … })`, `auth.signInWithPassword`, `from().select()`,
 * `.eq()`, `storage.from().createSignedUrl`, `channel.subscribe`) or a bare method name when only one method
 * has it. Call paths go through the site's own reading of a mention
 * (`@platform/docs-core/js-reference/mentions`).
 */
export class JsMethods {
  private readonly byId = new Map<string, JsMethodData>();

  constructor(private readonly data: DocsData['js']) {
    for (const method of data.methods) this.byId.set(method.id, method);
  }

  find(input: string): JsMethodData {
    const trimmed = input
      .trim()
      .replace(/^await\s+/, '')
      .replace(/;$/, '');
    const exact = this.byId.get(trimmed);
    if (exact) return exact;
    const path = dottedPath(trimmed);
    for (const id of this.candidateIds(path)) {
      const found = this.byId.get(id);
      if (found) return found;
    }
    const name = path.split('.').at(-1) ?? path;
    const named = this.data.methods.filter((method) => method.name === name);
    if (named.length === 1 && named[0]) return named[0];
    const choices = named.length > 1 ? named : this.closest(path);
    throw new ToolInputError(
      `${named.length > 1 ? `"${input.trim()}" names ${named.length} methods` : `No supabase-js method "${input.trim()}"`}. ${
        named.length > 1 ? 'Which one' : 'Closest'
      }: ${choices.map((method) => `${method.call} (${method.id})`).join(', ')}.`,
    );
  }

  /** The ids a dotted path may stand for: as the site reads a mention, then segment by segment. */
  private candidateIds(path: string): string[] {
    const call = `supabase.${path.replace(/^from\./, "from('t').").replace(/\.from\./, ".from('b').")}(`;
    const mentioned = mentionedId(call);
    const bySegments = path.split('.').filter(Boolean).map(methodKebab).join('-');
    return [mentioned, bySegments].filter((id): id is string => Boolean(id));
  }

  private closest(path: string): JsMethodData[] {
    const name = (path.split('.').at(-1) ?? path).toLowerCase();
    const kebab = path.split('.').filter(Boolean).map(methodKebab).join('-');
    return this.data.methods
      .map((method) => ({
        method,
        score: Math.min(distance(name, method.name.toLowerCase()), distance(kebab, method.id)),
      }))
      .sort((a, b) => a.score - b.score)
      .slice(0, CLOSE_MATCHES)
      .map(({ method }) => method);
  }
}
