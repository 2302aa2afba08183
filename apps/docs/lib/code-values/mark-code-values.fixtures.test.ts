import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import bash from '@shikijs/langs/bash';
import dotenv from '@shikijs/langs/dotenv';
import typescript from '@shikijs/langs/typescript';
import githubDarkHighContrast from '@shikijs/themes/github-dark-high-contrast';
import githubLightHighContrast from '@shikijs/themes/github-light-high-contrast';
import { createHighlighterCoreSync } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { describe, expect, it } from 'vitest';
import { codeThemes } from '../mdx/code-themes';
import { transformerCodeValues } from './mark-code-values';

/*
 * Code in, highlighted HTML out: each `fixtures/<name>.<lang>.txt` is highlighted as the site does (both themes,
 * the code-values transformer) and compared with `<name>.<lang>.html` beside it, one line of code per line of HTML.
 * Inputs end in `.txt` so the type-check and the linter leave them alone.
 * The tokens' colours are left out: they are Shiki's business, and a theme another test file loads into the same
 * worker may change them. A change to the marking shows as a diff of those files; `npx vitest run lib/code-values/mark-code-values.fixtures -u`
 * rewrites them after a deliberate change.
 */
const FIXTURES = join(import.meta.dirname, 'fixtures');
const LANGUAGES: Record<string, string> = { ts: 'typescript', sh: 'bash', dotenv: 'dotenv' };
const languageOf = (file: string) => /\.(\w+)\.txt$/.exec(file)?.[1] ?? '';
const inputs = readdirSync(FIXTURES).filter((file) => languageOf(file) in LANGUAGES);

const highlighter = createHighlighterCoreSync({
  themes: [githubLightHighContrast, githubDarkHighContrast],
  langs: [bash, dotenv, typescript],
  engine: createJavaScriptRegexEngine(),
});

describe('code-value marking fixtures', () => {
  it('has a fixture per language', () => {
    expect(new Set(inputs.map(languageOf))).toEqual(new Set(Object.keys(LANGUAGES)));
  });

  it.each(inputs)('%s', async (file) => {
    const html = highlighter.codeToHtml(readFileSync(join(FIXTURES, file), 'utf8').trimEnd(), {
      lang: LANGUAGES[languageOf(file)] ?? 'text',
      themes: codeThemes,
      defaultColor: false,
      transformers: [transformerCodeValues()],
    });
    const uncoloured = html.replace(/ style="--shiki-[^"]*"/g, '');
    await expect(`${uncoloured}\n`).toMatchFileSnapshot(join(FIXTURES, file.replace(/\.txt$/, '.html')));
  });
});
