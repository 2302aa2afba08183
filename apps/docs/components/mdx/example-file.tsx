import astro from '@shikijs/langs/astro';
import dotenv from '@shikijs/langs/dotenv';
import svelte from '@shikijs/langs/svelte';
import tsx from '@shikijs/langs/tsx';
import typescript from '@shikijs/langs/typescript';
import githubDarkHighContrast from '@shikijs/themes/github-dark-high-contrast';
import githubLightHighContrast from '@shikijs/themes/github-light-high-contrast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { createHighlighterCoreSync } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { CodeBlock } from '@/components/code/code-block';
import { transformerCodeValues } from '@/lib/code-values/mark-code-values';
import { codeThemes } from '@/lib/mdx/code-themes';
import { readExampleFile } from '@/lib/mdx/example-files';

// Server-only, at build time: the page receives highlighted HTML, no highlighter code.
const highlighter = createHighlighterCoreSync({
  themes: [githubLightHighContrast, githubDarkHighContrast],
  langs: [tsx, typescript, dotenv, svelte, astro],
  engine: createJavaScriptRegexEngine(),
});

export type ExampleFileProps = {
  /** Path under apps/docs/examples/, e.g. "quickstart-react/src/App.tsx". */
  path: string;
  /** Shown above the code; defaults to the path inside the example project. */
  title?: string;
};

/** Shows a file of apps/docs/examples/ as a code block (a build-time include: the page holds no copy). */
export function ExampleFile({ path, title }: ExampleFileProps) {
  const { code, lang } = readExampleFile(path);
  const caption = title ?? path.split('/').slice(1).join('/');
  const tree = highlighter.codeToHast(code, {
    lang: lang === 'text' ? 'text' : lang,
    themes: codeThemes,
    defaultColor: false,
    transformers: [transformerCodeValues()],
  });
  return toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    components: { pre: (props: ComponentProps<'pre'>) => <CodeBlock {...props} title={caption} /> },
  });
}
