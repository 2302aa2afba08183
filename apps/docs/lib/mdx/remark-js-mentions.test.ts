import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mentionedId } from '@platform/docs-core/js-reference/mentions';
import { methodKebab } from '@platform/docs-core/js-reference/method-id';
import type { Link, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { kebabCase } from '@/build/js-api.mjs';
import { findJsEntry, jsApi } from '@/data/js-reference';
import { remarkJsMentions } from './remark-js-mentions';

const linksIn = (markdown: string, path = 'guide.mdx'): string[] => {
  const tree = fromMarkdown(markdown) as Root;
  remarkJsMentions()(tree, { path });
  const urls: string[] = [];
  visit(tree, 'link', (node: Link) => {
    urls.push(node.url);
  });
  return urls;
};

describe('guides link their supabase-js mentions to the reference', () => {
  it('links client calls and chained query methods, not SQL functions', () => {
    expect(
      linksIn(
        "Call `supabase.auth.getUser()`, then `supabase.storage.from('avatars').getPublicUrl(path)` and `.range(from, to)`; policies use `auth.uid()`.",
      ),
    ).toEqual([
      '/reference/javascript/#auth-get-user',
      '/reference/javascript/#storage-from-get-public-url',
      '/reference/javascript/#range',
    ]);
  });

  it('names the guide when a mention has no entry', () => {
    expect(() => linksIn('`supabase.auth.signInWithCarrierPigeon()`', 'auth/pigeon.mdx')).toThrow(
      /auth\/pigeon\.mdx: `supabase\.auth\.signInWithCarrierPigeon\(\)`/,
    );
  });

  it('links every mention in the guides to an entry that exists', () => {
    const dir = join(process.cwd(), 'content', 'guides');
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.mdx'));
    const mentions = files.flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/`([^`\n]+)`/g)]
        .map((match) => match[1] ?? '')
        .filter((text) => mentionedId(text) !== null)
        .map((text) => ({ file, text, id: mentionedId(text) ?? '' })),
    );
    expect(mentions.length).toBeGreaterThan(10);
    expect(mentions.filter((mention) => !findJsEntry(mention.id))).toEqual([]);
  });

  it('writes ids by the same rule as the extraction', () => {
    for (const method of jsApi.methods) expect(methodKebab(method.name)).toBe(kebabCase(method.name));
  });
});
