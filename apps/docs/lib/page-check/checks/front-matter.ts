import { didYouMean } from '../edit-distance';
import { readFrontMatter } from '../front-matter';
import type { PageCheck, PageProblem } from '../problem';

/*
 * The front matter a guide needs (source.config.ts: fumadocs' page schema plus a required description): a
 * title and a description, and no key the site does not read (a misspelt `titel:` is ignored silently).
 */

const REQUIRED = {
  title: 'the page heading, sidebar entry and browser tab',
  description: 'the summary search results and link previews show',
} as const;
const KNOWN_KEYS = [...Object.keys(REQUIRED), 'icon', 'full'];

export const checkFrontMatter: PageCheck = async ({ file, source }) => {
  const front = readFrontMatter(source);
  const problems: PageProblem[] = [];
  if (!front.present) {
    return [
      {
        file,
        line: 1,
        column: 1,
        message: 'no front matter: start the page with ---, title: …, description: …, ---',
      },
    ];
  }
  for (const entry of front.entries) {
    if (!KNOWN_KEYS.includes(entry.key)) {
      problems.push({
        file,
        line: entry.line,
        column: entry.column,
        message: `front matter: unknown key \`${entry.key}\`${didYouMean(entry.key, KNOWN_KEYS)}; the keys are ${KNOWN_KEYS.join(', ')}`,
      });
    } else if (entry.key in REQUIRED && entry.value.trim() === '') {
      problems.push({
        file,
        line: entry.line,
        column: entry.column,
        message: `front matter: \`${entry.key}\` is empty`,
      });
    }
  }
  for (const [key, what] of Object.entries(REQUIRED)) {
    if (front.entries.some((entry) => entry.key === key)) continue;
    problems.push({ file, line: 1, column: 1, message: `front matter: \`${key}\` is missing (${what})` });
  }
  return problems;
};
