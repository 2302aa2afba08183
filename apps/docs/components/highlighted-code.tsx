import { highlight } from 'fumadocs-core/highlight';
import type { ComponentProps } from 'react';
import { codeThemes } from '@/lib/mdx/code-themes';
import { CodeBlock } from './code-block';

interface HighlightedCodeProps {
  code: string;
  /** A Shiki language id such as `bash` or `sql`; `text` leaves the code uncoloured. */
  lang: string;
  title?: string;
  allowCopy?: boolean;
}

/**
 * Highlights code from data (not MDX) on the server, at build time, in the same themes and frame as MDX code
 * fences: the page receives coloured HTML and no highlighter code.
 */
export async function HighlightedCode({ code, lang, title, allowCopy = true }: HighlightedCodeProps) {
  return highlight(code, {
    lang,
    themes: codeThemes,
    defaultColor: false,
    components: {
      pre: (props: ComponentProps<'pre'>) => <CodeBlock {...props} title={title} allowCopy={allowCopy} />,
    },
  });
}
