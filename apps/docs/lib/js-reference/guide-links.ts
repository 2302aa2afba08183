import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { JsApiMethod } from '@/data/js-reference';
import { readExampleFile } from '@/lib/mdx/example-files';

/*
 * Which guides call each supabase-js method: a guide counts when its text, or an example file it shows with
 * <ExampleFile>, holds a call of the method in the form the method is reached by. Read at build, so the links
 * follow the guides without a list kept by hand.
 */

const GUIDES_DIR = join(process.cwd(), 'content', 'guides');

export interface GuideText {
  /** The guide's address, `/guides/auth/mfa/`. */
  path: string;
  text: string;
}

/** `auth/mfa.mdx` → `/guides/auth/mfa/`; `auth/index.mdx` → `/guides/auth/`. */
export function guidePath(file: string): string {
  const slug = file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');
  return slug ? `/guides/${slug}/` : '/guides/';
}

const escapeName = (name: string) => name.replace(/[$]/g, '\\$&');

/** Builder methods chain after a call or start a line of a chain; `data.filter(` is an array's. */
const chained = (name: string) => new RegExp(`(^\\s*|\\))\\s*\\.${escapeName(name)}\\(`, 'm');

/** The pattern a call of `method` has in a guide's code, or null for methods too generic to find this way. */
export function callPattern(method: JsApiMethod): RegExp | null {
  const name = escapeName(method.name);
  switch (method.surface) {
    case 'supabase-js':
      return /\bcreateClient\s*[<(]/;
    case 'SupabaseClient':
      return method.name === 'from' ? /\bsupabase\s*\.\s*from\(/ : new RegExp(`\\.${name}\\(`);
    case 'GoTrueClient':
      return new RegExp(`\\bauth\\s*\\.\\s*${name}\\(`);
    case 'GoTrueMFAApi':
      return new RegExp(`(?<!admin\\.)\\bmfa\\s*\\.\\s*${name}\\(`);
    case 'GoTrueAdminApi':
      return new RegExp(`\\badmin\\s*\\.\\s*${name}\\(`);
    case 'GoTrueAdminMFAApi':
      return new RegExp(`\\badmin\\.mfa\\s*\\.\\s*${name}\\(`);
    case 'FunctionsClient':
      return new RegExp(`\\bfunctions\\s*\\.\\s*${name}\\(`);
    case 'StorageBucketApi':
    case 'StorageClient':
      return new RegExp(`\\bstorage\\s*\\.\\s*${name}\\(`);
    case 'RealtimeChannel':
      return method.name === 'on'
        ? /\.on\(\s*['"](postgres_changes|broadcast|presence)['"]/
        : new RegExp(`\\.${name}\\(`);
    default:
      // `select()` after a write (its own entry) against the query's `select()`.
      if (method.id === 'select-returning') return /\.(insert|update|upsert|delete)\([^;]*?\)\s*\.select\(/;
      return chained(method.name);
  }
}

/** A file-method call only counts in a guide that uses storage; a channel method only where a channel is made. */
function surfaceIsUsed(method: JsApiMethod, text: string): boolean {
  if (method.surface === 'StorageFileApi') return /\bstorage\s*\.\s*from\(/.test(text);
  if (method.surface === 'RealtimeChannel') return /\.channel\(/.test(text);
  if (method.surface.startsWith('Postgrest') && method.surface !== 'PostgrestQueryBuilder')
    return /\bsupabase\s*\.\s*(from|rpc)\(/.test(text);
  return true;
}

/** Every guide's text with the example files it shows inlined. */
export function readGuideTexts(dir: string = GUIDES_DIR): GuideText[] {
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.mdx'))
    .sort();
  return files.map((file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    const examples = [...source.matchAll(/<ExampleFile\s+path="([^"]+)"/g)].map(
      (match) => readExampleFile(match[1] ?? '').code,
    );
    return {
      path: guidePath(relative(dir, join(dir, file)).split('\\').join('/')),
      text: [source, ...examples].join('\n'),
    };
  });
}

/** The guides that call each method, by method id, in guide order. */
export function guidesByMethod(
  methods: readonly JsApiMethod[],
  guides: readonly GuideText[],
): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const method of methods) {
    const pattern = callPattern(method);
    if (!pattern) continue;
    const paths = guides
      .filter((guide) => surfaceIsUsed(method, guide.text) && pattern.test(guide.text))
      .map((guide) => guide.path);
    if (paths.length > 0) result.set(method.id, paths);
  }
  return result;
}

export interface GuideLink {
  path: string;
  title: string;
}
