import bash from '@shikijs/langs/bash';
import toml from '@shikijs/langs/toml';
import typescript from '@shikijs/langs/typescript';
import githubDarkHighContrast from '@shikijs/themes/github-dark-high-contrast';
import githubLightHighContrast from '@shikijs/themes/github-light-high-contrast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { createHighlighterCoreSync, type ShikiTransformer } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { transformerCodeValues } from '@/lib/code-values/mark-code-values';
import { codeThemes } from '@/lib/mdx/code-themes';
import { CodeBlock } from './code-block';

// Synchronous, so these blocks render like any other server component (and in component tests). Only the
// languages that data-driven code uses are loaded; MDX fences go through the build's own Shiki instead.
const highlighter = createHighlighterCoreSync({
  themes: [githubLightHighContrast, githubDarkHighContrast],
  langs: [bash, toml, typescript],
  engine: createJavaScriptRegexEngine(),
});

interface HighlightedCodeProps {
  code: string;
  /** `bash`, `toml`, `ts`, or `text` to leave the code uncoloured. */
  lang: 'bash' | 'toml' | 'ts' | 'text';
  title?: string;
  allowCopy?: boolean;
}

/** A token in the code's own colour in both themes needs no style: it inherits it from the <pre>. */
const PLAIN_TOKEN_STYLE =
  `--shiki-light:${highlighter.getTheme(codeThemes.light).fg};--shiki-dark:${highlighter.getTheme(codeThemes.dark).fg}`.toLowerCase();

const dropPlainTokenStyles: ShikiTransformer = {
  span(node) {
    const { style } = node.properties;
    if (typeof style === 'string' && style.toLowerCase() === PLAIN_TOKEN_STYLE) delete node.properties.style;
  },
};

/**
 * A token with no style left is a bare span: its text goes straight into the line. The references show
 * hundreds of such blocks (a signature in `text` is one token a line), and each span cost 13 bytes of HTML.
 */
const unwrapPlainTokens: ShikiTransformer = {
  line(node) {
    node.children = node.children.flatMap((child) =>
      child.type === 'element' && child.tagName === 'span' && Object.keys(child.properties).length === 0
        ? child.children
        : [child],
    );
  },
};

/**
 * Highlights code from data (not MDX) on the server, at build time, in the same themes and frame as MDX code
 * fences: the page receives coloured HTML and no highlighter code.
 */
export function HighlightedCode({ code, lang, title, allowCopy = true }: HighlightedCodeProps) {
  const tree = highlighter.codeToHast(code, {
    lang: lang === 'ts' ? 'typescript' : lang,
    themes: codeThemes,
    defaultColor: false,
    transformers: [dropPlainTokenStyles, unwrapPlainTokens, transformerCodeValues()],
  });
  return toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    components: {
      pre: (props: ComponentProps<'pre'>) => <CodeBlock {...props} title={title} allowCopy={allowCopy} />,
    },
  });
}
