import { posix } from 'node:path';
import { extractCodeBlocks, parseFenceMeta } from '@/lib/docs-as-code/code-blocks';
import type { PageProblem, PageSource } from './problem';

/*
 * Turns a guide's TypeScript and JavaScript fences into modules a compiler can check, remembering where each
 * module line came from in the .mdx. Each fence is its own module (so two fences may both declare `data`); a
 * titled fence is a file at its title, so `import { corsHeaders } from '../_shared/cors.ts'` reaches the
 * fence titled `supabase/functions/_shared/cors.ts` on the same page. Names a fragment takes from the reader's
 * code come from the shared context (`snippet-context.ts`) or from the fence's own `context="…"` marker.
 */

/** Fence languages that are type-checked, and the file extension each is checked as. */
const EXTENSIONS: Record<string, string> = {
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  jsx: '.jsx',
};

export interface SnippetModule {
  /** Path of the module inside the page's own folder: its title, such as a function's `index.ts` under `supabase/functions/`. */
  path: string;
  /** The module text: the `context` declarations, then the fence's body. */
  text: string;
  /** Module lines before the fence's first body line (the context declarations). */
  prefixLines: number;
  /** 1-based .mdx line of the opening fence and of the body's first line. */
  fenceLine: number;
  bodyLine: number;
  /** For each body line, how many characters the .mdx line has before it (the fence's indentation). */
  indents: number[];
  /** A JavaScript fence's `context`, as a declaration file beside it (JavaScript cannot hold `declare`). */
  companion?: { path: string; text: string };
}

interface PageSnippets {
  modules: SnippetModule[];
  /** Fences left out, with the reason their `notypecheck` marker gives. */
  skipped: { line: number; reason: string }[];
  /** Mistakes in the markers themselves. */
  problems: PageProblem[];
}

/** `context="const userId: string; function move(x: number): void"` → its declarations, one per item. */
function contextDeclarations(context: string): string[] {
  return context
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** The lines before a fence's body that bring its context into scope, and the companion file a JS fence needs. */
function contextPrefix(
  declarations: string[],
  path: string,
): { lines: string[]; companion?: { path: string; text: string } } {
  if (declarations.length === 0) return { lines: [] };
  if (/\.tsx?$/.test(path)) return { lines: declarations.map((declaration) => `declare ${declaration};`) };
  const names = declarations.flatMap(
    (declaration) => /^(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/.exec(declaration)?.[1] ?? [],
  );
  const companion = `${path.replace(/\.[cm]?jsx?$/, '')}.context`;
  return {
    lines: [`import { ${names.join(', ')} } from './${posix.basename(companion)}';`],
    companion: {
      path: `${companion}.d.ts`,
      text: declarations.map((declaration) => `export declare ${declaration};`).join('\n'),
    },
  };
}

function uniquePath(wanted: string, taken: Set<string>): string {
  let path = wanted;
  for (let index = 2; taken.has(path); index += 1) {
    const extension = posix.extname(wanted);
    path = `${wanted.slice(0, -extension.length)}-${index}${extension}`;
  }
  taken.add(path);
  return path;
}

export function snippetModules(page: PageSource): PageSnippets {
  const lines = page.source.split(/\r?\n/);
  const result: PageSnippets = { modules: [], skipped: [], problems: [] };
  const taken = new Set<string>();
  for (const block of extractCodeBlocks(page.source)) {
    const extension = EXTENSIONS[block.lang];
    if (!extension) continue;
    const meta = parseFenceMeta(block.meta);
    const openingColumn = (lines[block.line - 1] ?? '').search(/\S/) + 1;
    if ('notypecheck' in meta || /(?:^|\s)notypecheck(?=\s|$)/.test(block.meta)) {
      const reason = meta.notypecheck?.trim() ?? '';
      if (reason) result.skipped.push({ line: block.line, reason });
      else
        result.problems.push({
          file: page.file,
          line: block.line,
          column: openingColumn,
          message: 'notypecheck needs a reason: notypecheck="why this fence cannot type-check"',
        });
      continue;
    }
    const body = block.code.split('\n');
    const title = meta.title?.replace(/^\/+/, '');
    // A title names the file; one without a script extension (a route, a caption) is checked under its own name.
    const wanted =
      title && /\.(?:[cm]?[jt]sx?)$/.test(title)
        ? posix.normalize(title)
        : `snippet-line-${block.line}${extension}`;
    const path = uniquePath(wanted, taken);
    const context = contextPrefix(contextDeclarations(meta.context ?? ''), path);
    result.modules.push({
      path,
      text: [...context.lines, ...body].join('\n'),
      prefixLines: context.lines.length,
      ...(context.companion ? { companion: context.companion } : {}),
      fenceLine: block.line,
      bodyLine: block.bodyLine,
      indents: body.map((line, index) => (lines[block.bodyLine - 1 + index] ?? '').length - line.length),
    });
  }
  return result;
}

/**
 * The .mdx line and column (1-based) of a 0-based module line and character; a place in the context
 * declarations is reported at the opening fence, where the marker is written.
 */
export function mdxPosition(
  module: SnippetModule,
  line: number,
  character: number,
): { line: number; column: number } {
  const bodyIndex = line - module.prefixLines;
  if (bodyIndex < 0) return { line: module.fenceLine, column: 1 };
  const clamped = Math.min(bodyIndex, module.indents.length - 1);
  return { line: module.bodyLine + clamped, column: (module.indents[clamped] ?? 0) + character + 1 };
}
