import { join } from 'node:path';
import type { DocsData } from '@platform/docs-core/docs-data';
import { cliSpec } from '@/data/cli';
import { jsApi } from '@/data/js-reference';
import { siteConfig } from '@/site.config';
import { cliData } from './cli-data';
import { errorData } from './error-data';
import { guideTree } from './guide-folders';
import { guidePages } from './guide-pages';
import { jsMethodData } from './js-method-data';

/*
 * The site's content as the docs MCP server's data bundle, made with the site's own converters: each guide's
 * MDX through lib/markdown (the same Markdown as its twin), the CLI reference and a page per command from
 * data/cli, the Errors reference, and each documented supabase-js method. The package exports it as
 * `@platform/docs/docs-data`; docs-mcp's build bundles it with esbuild (which applies this folder's
 * tsconfig `@/` paths) and runs it with apps/docs as the working folder, as `next build` runs.
 */
export function docsData(): DocsData {
  const guidesDir = join(process.cwd(), 'content', 'guides');
  const tree = { name: 'Guides', children: guideTree(guidesDir, '/guides/') };
  const guides = guidePages(guidesDir, '/guides/', [], tree);
  const cli = cliData();
  return {
    siteUrl: siteConfig.siteUrl,
    cliVersion: cliSpec.version,
    pages: [...guides, ...cli.pages],
    cli: cli.cli,
    errors: errorData(),
    js: { version: jsApi.version, methods: jsMethodData(guidesDir, guides) },
  };
}
