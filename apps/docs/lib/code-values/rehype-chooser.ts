import { readExampleFile } from '../mdx/example-files';
import { CODE_VALUES_BLOCK_ATTRIBUTE, findCodeValueTokens } from './tokens';

/*
 * A rehype step after the MDX code highlighting: puts <CodeValuesChooser /> right before the page's first
 * top-level block that holds a fillable sample, so the chooser sits above that sample, never inside a tab.
 */

/** The name of the chooser in the MDX components map. */
export const CHOOSER_COMPONENT = 'CodeValuesChooser';

type Attribute = { type: string; name?: string; value?: unknown };
type Node = {
  type: string;
  tagName?: string;
  name?: string | null;
  properties?: Record<string, unknown>;
  attributes?: Attribute[];
  children?: Node[];
};

const BLOCK_PROPERTY = CODE_VALUES_BLOCK_ATTRIBUTE.replace(/-([a-z])/g, (_, letter: string) =>
  letter.toUpperCase(),
);

function attribute(node: Node, name: string): string | undefined {
  const found = node.attributes?.find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/**
 * Components whose code takes values: an example file with a token, the social sign-in code (built from
 * lib/auth/provider-samples.ts with tokens), and the translator (its base URL follows the chooser).
 */
function isFillableComponent(node: Node): boolean {
  switch (node.name) {
    case 'ExampleFile': {
      const path = attribute(node, 'path');
      return path !== undefined && findCodeValueTokens(readExampleFile(path).code).length > 0;
    }
    case 'SocialProviderSetup':
      return attribute(node, 'step') === 'sign-in';
    case 'SqlToRest':
      return true;
    default:
      return false;
  }
}

/** Whether this node or anything inside it is a fillable sample. */
export function holdsFillableSample(node: Node): boolean {
  if (node.type === 'element' && node.tagName === 'pre' && node.properties?.[BLOCK_PROPERTY] !== undefined) {
    return true;
  }
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && isFillableComponent(node)) {
    return true;
  }
  return node.children?.some(holdsFillableSample) ?? false;
}

export function rehypeCodeValuesChooser() {
  return (tree: Node) => {
    const children = tree.children ?? [];
    const at = children.findIndex(holdsFillableSample);
    if (at === -1) return;
    children.splice(at, 0, {
      type: 'mdxJsxFlowElement',
      name: CHOOSER_COMPONENT,
      attributes: [],
      children: [],
    });
  };
}
