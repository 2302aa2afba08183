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
import { findCodeValueTokens } from './tokens';

const highlighter = createHighlighterCoreSync({
  themes: [githubLightHighContrast, githubDarkHighContrast],
  langs: [bash, dotenv, typescript],
  engine: createJavaScriptRegexEngine(),
});

const highlight = (code: string, lang: string) =>
  highlighter.codeToHtml(code, {
    lang,
    themes: codeThemes,
    defaultColor: false,
    transformers: [transformerCodeValues()],
  });

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x3C;', '<')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&#39;', "'");

/** The marks of an HTML string: each name with the text it wraps (marks hold token spans, never marks). */
function marks(html: string): [string, string][] {
  const found = html.matchAll(/<span data-code-value="(\w+)"[^>]*>(.*?<\/span>)<\/span>/g);
  return [...found].map((match) => [match[1] ?? '', textOf(match[2] ?? '')]);
}

describe('the fill convention', () => {
  it('finds each token with its offsets and ignores look-alikes', () => {
    expect(findCodeValueTokens("createClient('<project-url>', '<anon-key>') // <your-key> <region>")).toEqual(
      [
        { name: 'projectUrl', start: 14, end: 27 },
        { name: 'anonKey', start: 31, end: 41 },
        { name: 'region', start: 58, end: 66 },
      ],
    );
  });

  it('marks a token inside a highlighted TypeScript string and flags the block', () => {
    const html = highlight("const supabase = createClient('<project-url>', '<anon-key>');", 'ts');
    expect(marks(html)).toEqual([
      ['projectUrl', '<project-url>'],
      ['anonKey', '<anon-key>'],
    ]);
    expect(html).toMatch(/<pre[^>]*data-code-values="true"/);
    // A mark has no width of its own: a filled value is shown whole.
    expect(html).not.toMatch(/data-code-value="\w+"[^>]*style=/);
    // The code's text is unchanged: the static page and its copy keep the placeholders.
    expect(textOf(html)).toBe("const supabase = createClient('<project-url>', '<anon-key>');");
  });

  it('marks a token that the shell grammar splits over several spans, keeping their colours', () => {
    const html = highlight('supabase link --project-ref <project-ref>\npsql <database-url>', 'bash');
    expect(marks(html)).toEqual([
      ['projectRef', '<project-ref>'],
      ['databaseUrl', '<database-url>'],
    ]);
  });

  it('marks tokens in dotenv and leaves blocks without tokens alone', () => {
    const env = highlight('NEXT_PUBLIC_SUPABASE_URL=<project-url>\nREST=<rest-url>/books', 'dotenv');
    expect(marks(env)).toEqual([
      ['projectUrl', '<project-url>'],
      ['restUrl', '<rest-url>'],
    ]);
    const plain = highlight('const a = "<div>";', 'ts');
    expect(marks(plain)).toEqual([]);
    expect(plain).not.toContain('data-code-values');
  });
});
