import { type SpecConstant, specConstants } from '@/data/spec-constants';
import { sharedDataText } from '@/lib/shared-data';
import { withoutCodeBlocks } from './code-blocks';

/*
 * Finds the constants of data/spec-constants.ts written by hand in a page's prose (code samples are exempt: a
 * reader pastes them, so they hold literal values). Everything else, JSX attributes included, must take the
 * value from shared data.
 */

export interface HandWrittenConstant {
  line: number;
  written: string;
  path: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern for one spelling: not part of a longer number, spaces flexible. */
function spellingPattern(spelling: string): RegExp {
  const body = escapeRegExp(spelling).replace(/\\? /g, '\\s*');
  return new RegExp(`(?<![\\d.])${body}(?![\\d])`, 'i');
}

function constantPatterns(constants: readonly SpecConstant[] = specConstants) {
  return constants.map((constant) => ({
    path: constant.path,
    patterns: [sharedDataText(constant.path), ...(constant.alsoWritten ?? [])].map(spellingPattern),
  }));
}

export function findHandWrittenConstants(source: string): HandWrittenConstant[] {
  const found: HandWrittenConstant[] = [];
  const patterns = constantPatterns();
  const lines = withoutCodeBlocks(source).split('\n');
  lines.forEach((text, index) => {
    // A frontmatter line or an import is still prose a reader sees (titles, descriptions), so it is scanned too.
    for (const { path, patterns: spellings } of patterns) {
      for (const pattern of spellings) {
        const match = pattern.exec(text);
        if (match) {
          found.push({ line: index + 1, written: match[0], path });
          break;
        }
      }
    }
  });
  return found;
}
