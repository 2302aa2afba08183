import { mentionedId } from '@platform/docs-core/js-reference/mentions';
import type { Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
// Relative imports: source.config.ts (which loads this plugin) is bundled without the `@/` alias.
import { findJsEntry, JS_REFERENCE_PATH } from '../../data/js-reference/index';

/**
 * A remark step for the guides: inline code that mentions a supabase-js call (`supabase.auth.getUser()`,
 * `.range(from, to)`) becomes a link to that method's entry in the JavaScript reference. A mention of a method
 * the reference lacks throws, so the build names the guide and the text.
 */
export function remarkJsMentions() {
  return (tree: Root, file: { path?: string }) => {
    visit(tree, 'inlineCode', (node, index, parent) => {
      if (!parent || index === undefined || parent.type === 'link') return;
      const id = mentionedId(node.value);
      if (!id) return;
      if (!findJsEntry(id)) {
        throw new Error(
          `${file.path ?? 'a guide'}: \`${node.value}\` names a supabase-js method the reference does not have (${id})`,
        );
      }
      const link: Link = { type: 'link', url: `${JS_REFERENCE_PATH}/#${id}`, children: [node] };
      parent.children[index] = link;
    });
  };
}
