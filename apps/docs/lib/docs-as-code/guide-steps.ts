import { readFileSync } from 'node:fs';
import { type CodeBlock, extractCodeBlocks, parseFenceMeta } from './code-blocks';
import { isSqlBlock } from './sql-fence';

/*
 * A guide's SQL blocks by their `step="…"` marker, for tests that run a page's SQL somewhere other than PGlite
 * (a PostgreSQL server with pg_cron) or in an order of their own: the test reads the blocks from the page, so
 * the page and what the test runs cannot drift apart.
 */

const guides = new URL('../../content/guides/', import.meta.url);

export interface GuideSteps {
  source: string;
  /** Every SQL block of the page, in page order. */
  blocks: CodeBlock[];
  /** The SQL of the block marked `step="<name>"`; fails when the page has none or several. */
  step(name: string): string;
  /** The SQL of every block marked `step="<name>"`, in page order, joined; fails when the page has none. */
  all(name: string): string;
  /** The fence meta of that block (`needs`, `norun`, …). */
  meta(name: string): Record<string, string>;
  /** The step names of the page's SQL blocks, in page order (undefined for a block without one). */
  names(): (string | undefined)[];
}

/** `path` is under content/guides, without `.mdx` (e.g. `database/cron`). */
export function guideSteps(path: string): GuideSteps {
  const source = readFileSync(new URL(`${path}.mdx`, guides), 'utf8');
  const blocks = extractCodeBlocks(source).filter(isSqlBlock);
  const only = (name: string): CodeBlock => {
    const found = blocks.filter((block) => parseFenceMeta(block.meta).step === name);
    if (found.length !== 1) {
      throw new Error(`${path}.mdx has ${found.length} SQL blocks with step="${name}", not one`);
    }
    return found[0] as CodeBlock;
  };
  return {
    source,
    blocks,
    step: (name) => only(name).code,
    all(name) {
      const found = blocks.filter((block) => parseFenceMeta(block.meta).step === name);
      if (found.length === 0) throw new Error(`${path}.mdx has no SQL block with step="${name}"`);
      return found.map((block) => block.code).join('\n');
    },
    meta: (name) => parseFenceMeta(only(name).meta),
    names: () => blocks.map((block) => parseFenceMeta(block.meta).step),
  };
}
