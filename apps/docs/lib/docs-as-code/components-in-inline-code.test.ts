import { describe, expect, it } from 'vitest';
import { withoutCodeBlocks } from './code-blocks';
import { guideFiles } from './guide-pages';

/*
 * MDX does not render a component inside backticks: `http://127.0.0.1:<SharedData … />` shows the tag itself to
 * the reader. Code that holds a shared value is written <code>…<SharedData … /></code> instead.
 */

/** Inline code spans (one line, outside fenced blocks) that hold a self-closing component tag. */
function componentsInInlineCode(source: string): string[] {
  return [...withoutCodeBlocks(source).matchAll(/`[^`\n]*<[A-Z][A-Za-z]*\s[^`\n]*\/>[^`\n]*`/g)].map(
    (match) => match[0],
  );
}

describe('components in inline code', () => {
  it('finds a component written inside backticks', () => {
    expect(componentsInInlineCode('at `http://127.0.0.1:<SharedData path="local.inbucketPort" />`.')).toEqual(
      ['`http://127.0.0.1:<SharedData path="local.inbucketPort" />`'],
    );
    expect(
      componentsInInlineCode('at <code>http://x:<SharedData path="a" /></code>, `Record<string>`'),
    ).toEqual([]);
  });

  it('no guide writes one', () => {
    const found = guideFiles().flatMap((guide) =>
      componentsInInlineCode(guide.source).map((span) => `${guide.path}: ${span}`),
    );
    expect(found).toEqual([]);
  });
});
