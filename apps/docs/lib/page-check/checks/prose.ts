import { TextlintKernel } from '@textlint/kernel';
import markdownPlugin from '@textlint/textlint-plugin-markdown';
import type { TextlintRuleModule } from '@textlint/types';
import stopWords from 'textlint-rule-stop-words';
import terminology from 'textlint-rule-terminology';
import { AVOIDED_WORDS, PROPER_NOUNS, TERMS } from '../house-words';
import type { PageCheck, PageProblem } from '../problem';
import { proseText } from '../prose-text';

/**
 * These packages are CommonJS with an `exports.default`: Vitest unwraps it, plain Node ESM (the check:page
 * command's loader) hands over the whole `exports` object.
 */
function cjsDefault<T>(module: T): T {
  const inner = (module as { default?: T }).default;
  return inner !== undefined && typeof module === 'object' && !('Processor' in (module as object))
    ? inner
    : module;
}

/*
 * Light prose rules on a guide, run by textlint over the page made plain Markdown (`prose-text.ts`): product
 * names spelt one way (textlint-rule-terminology), no words that promise ease (textlint-rule-stop-words), and
 * headings in sentence case (the one rule written here: no package checks sentence case against a list of
 * proper nouns). Code, inline code, link targets and components' attributes are never read.
 */

const properNouns = new Set(PROPER_NOUNS);

/** A word after a heading's first that starts with a capital and is not a proper noun. */
const headingCase: TextlintRuleModule = (context) => ({
  [context.Syntax.Header](node) {
    let first = true;
    for (const child of node.children ?? []) {
      if (child.type !== context.Syntax.Str) {
        // Inline code, links and the like count as a word: what follows is not the heading's start.
        first = false;
        continue;
      }
      const text: string = child.value;
      for (const match of text.matchAll(/\p{L}[\p{L}'’-]*(?:\.\p{L}+)*/gu)) {
        const word = match[0];
        const atStart = first;
        first = false;
        // After a colon a new clause may begin ("Example: a catalogue" keeps its lower case, but may also not).
        if (atStart || /:\s*$/.test(text.slice(0, match.index))) continue;
        if (!/^\p{Lu}\p{Ll}+(?:['’-]\p{L}+)*$/u.test(word) || properNouns.has(word.split(/['’-]/)[0] ?? word))
          continue;
        context.report(
          child,
          new context.RuleError(
            `Headings are in sentence case: write "${word.toLowerCase()}", or add "${word}" to PROPER_NOUNS in lib/page-check/house-words.ts if it is a name.`,
            { padding: context.locator.range([match.index, match.index + word.length]) },
          ),
        );
      }
    }
  },
});

const kernel = new TextlintKernel();
const rules = [
  { ruleId: 'terminology', rule: cjsDefault(terminology), options: { defaultTerms: false, terms: TERMS } },
  {
    ruleId: 'stop-words',
    rule: cjsDefault(stopWords),
    options: { defaultWords: false, words: AVOIDED_WORDS.map((word) => [word]) },
  },
  { ruleId: 'heading-case', rule: headingCase },
];

export const checkProse: PageCheck = async (page) => {
  const { text, shifts } = proseText(page.source);
  const result = await kernel.lintText(text, {
    ext: '.md',
    filePath: page.file,
    plugins: [{ pluginId: 'markdown', plugin: cjsDefault(markdownPlugin) }],
    rules,
  });
  const lines = text.split('\n');
  return result.messages.map((message): PageProblem => {
    const { line, column } = message.loc.start;
    // textlint-rule-stop-words reports from the character before the word (the space it matched as a boundary).
    const boundary = /[^\p{L}\p{N}]/u.test(lines[line - 1]?.[column - 1] ?? 'x') ? 1 : 0;
    return {
      file: page.file,
      line,
      column: column + boundary + (shifts[line - 1] ?? 0),
      message: `${message.message} (${message.ruleId})`,
    };
  });
};
