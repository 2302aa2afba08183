import { rehypeCodeDefaultOptions } from 'fumadocs-core/mdx-plugins/rehype-code';
import { remarkMdxMermaid } from 'fumadocs-core/mdx-plugins/remark-mdx-mermaid';
import { pageSchema } from 'fumadocs-core/source/schema';
import { defineConfig, defineDocs } from 'fumadocs-mdx/config';
import { z } from 'zod';
import { transformerCodeValues } from './lib/code-values/mark-code-values';
import { rehypeCodeValuesChooser } from './lib/code-values/rehype-chooser';
import { codeThemes } from './lib/mdx/code-themes';
import { rehypeInlineCodeBreaks } from './lib/mdx/rehype-inline-code-breaks';
import { rehypeStackTables } from './lib/mdx/rehype-stack-tables';
import { remarkCalloutTypes } from './lib/mdx/remark-callout-types';
import { remarkGlossary } from './lib/mdx/remark-glossary';
import { remarkJsMentions } from './lib/mdx/remark-js-mentions';
import { transformerMetaHighlight } from './lib/mdx/shiki-meta-highlight';
import { remarkRunSql } from './lib/run-sql/remark-run-sql';
import { transformerRunSql } from './lib/run-sql/shiki-run-sql';

export const docs = defineDocs({
  dir: 'content/guides',
  docs: {
    schema: pageSchema.extend({
      description: z.string().min(1, 'every guide needs a description for search results and OpenGraph'),
    }),
  },
});

export default defineConfig({
  mdxOptions: {
    // Mermaid fences become <Mermaid chart="..."/> before Shiki sees them; <Glossary /> becomes the glossary's
    // headings and definitions; supabase-js mentions link to the JavaScript reference; a call-out with a type
    // it does not take fails the compile at its line; SQL blocks the reader may run get their number in the page
    // (the Run button).
    remarkPlugins: [remarkMdxMermaid, remarkGlossary, remarkJsMentions, remarkCalloutTypes, remarkRunSql],
    // After the highlighting: the chooser goes above the first sample whose values the page fills; inline code
    // gets its break points; tables of three or more columns stack on a phone.
    rehypePlugins: [rehypeCodeValuesChooser, rehypeInlineCodeBreaks, rehypeStackTables],
    rehypeCodeOptions: {
      ...rehypeCodeDefaultOptions,
      themes: codeThemes,
      transformers: [
        ...(rehypeCodeDefaultOptions.transformers ?? []),
        transformerMetaHighlight(),
        transformerCodeValues(),
        transformerRunSql(),
      ],
    },
  },
});
