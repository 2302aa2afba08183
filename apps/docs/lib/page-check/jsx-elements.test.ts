import { describe, expect, it } from 'vitest';
import { bracedLiteral, jsxElements, namedAttributes } from './jsx-elements';
import { parseMdxPage } from './mdx-tree';

/** The `x` prop of `<C x=… />` as the page check reads it. */
function literalOf(written: string) {
  const parsed = parseMdxPage(`<C x=${written} />\n`);
  if (!parsed.ok) throw new Error(parsed.reason);
  const [element] = jsxElements(parsed.tree);
  const [attribute] = element ? namedAttributes(element) : [];
  if (!attribute) throw new Error('no attribute');
  return bracedLiteral(attribute);
}

describe('bracedLiteral', () => {
  it('reads literals in braces as what they hold', () => {
    expect(literalOf('{"runtime"}')).toEqual({ found: true, value: 'runtime' });
    expect(literalOf('{`runtime`}')).toEqual({ found: true, value: 'runtime' });
    expect(literalOf('{-3}')).toEqual({ found: true, value: -3 });
    expect(literalOf('{false}')).toEqual({ found: true, value: false });
    expect(literalOf('{["a", 1]}')).toEqual({ found: true, value: ['a', 1] });
    expect(literalOf('{{ plan: "pro", "max": 2 }}')).toEqual({ found: true, value: { plan: 'pro', max: 2 } });
  });

  it('leaves quoted strings and expressions that need running', () => {
    expect(literalOf('"runtime"')).toEqual({ found: false });
    for (const expression of [
      '{group}',
      '{<Icon />}',
      '{import.meta.env.KEY}',
      // A template literal with a placeholder.
      `{\`a\${b}\`}`,
      '{[a]}',
      '{/x/}',
    ]) {
      expect(literalOf(expression), expression).toEqual({ found: false });
    }
  });
});
