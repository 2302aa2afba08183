import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { describe, expect, it } from 'vitest';
import { rehypeInlineCodeBreaks } from './rehype-inline-code-breaks';

type Node = { type: string; tagName?: string; value?: string; children?: Node[] };

/** Enough of an HTML printer for these trees: elements and text. */
const html = (node: Node): string => {
  if (node.type === 'text') return node.value ?? '';
  const inner = (node.children ?? []).map(html).join('');
  if (node.type !== 'element') return inner;
  return node.tagName === 'wbr' ? '<wbr>' : `<${node.tagName}>${inner}</${node.tagName}>`;
};

const render = (markdown: string) => {
  const tree = toHast(fromMarkdown(markdown)) as Node;
  rehypeInlineCodeBreaks()(tree);
  return html(tree);
};

describe('rehypeInlineCodeBreaks', () => {
  it('marks the break points of long inline code', () => {
    expect(render('Set `NEXT_PUBLIC_SUPABASE_URL` first.')).toBe(
      '<p>Set <code>NEXT_<wbr>PUBLIC_<wbr>SUPABASE_<wbr>URL</code> first.</p>',
    );
  });

  it('leaves short inline code and code blocks as they are', () => {
    expect(render('Use `user_id`.\n\n```\nNEXT_PUBLIC_SUPABASE_URL=x\n```')).toBe(
      '<p>Use <code>user_id</code>.</p>\n<pre><code>NEXT_PUBLIC_SUPABASE_URL=x\n</code></pre>',
    );
  });

  it('keeps each arrow of long and short code whole, its text unchanged', () => {
    expect(render('Cast `details->runtime::int.sum()` or `a->>b`.')).toBe(
      '<p>Cast <code>details<span>-></span>runtime::int.<wbr>sum()</code> or <code>a<span>->></span>b</code>.</p>',
    );
    expect(render('Use `->`.')).toBe('<p>Use <code>-></code>.</p>');
  });

  it('marks code inside links too', () => {
    expect(render('[`supabase.auth.getUser()`](/x/)')).toBe(
      '<p><a><code>supabase.<wbr>auth.<wbr>getUser()</code></a></p>',
    );
  });

  it('keeps short code whole at its spaces, and lets long code break at them', () => {
    expect(render('Run `npm run dev` now.')).toBe('<p>Run <code>npm\u00a0run\u00a0dev</code> now.</p>');
    const long = 'supabase link --project-ref your-project-ref --password secret';
    expect(render(`Run \`${long}\`.`)).toBe(
      '<p>Run <code>supabase link --project-<wbr>ref your-<wbr>project-<wbr>ref --password secret</code>.</p>',
    );
  });
});
