import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Admonition } from '@/components/admonition';
import { ADMONITION_TYPES, componentSchemas } from '@/lib/mdx/component-schemas';

/**
 * The names mdx-components.tsx registers, read from its source: importing it needs the generated content
 * collections (.source), which the unit tests do not build.
 */
function registeredNames(): string[] {
  const source = readFileSync(new URL('./mdx-components.tsx', import.meta.url), 'utf8');
  const body = /export const mdxComponents: MDXComponents = \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^ {2}([A-Z]\w*)(?=[,:])/gm)].map((match) => match[1] ?? '');
}

/*
 * The schemas the page check and CONTRIBUTING.md read (lib/mdx/component-schemas.ts) describe exactly the
 * components guides can use: the ones registered here, plus `<Glossary />`, which a remark step replaces.
 */
describe('component schemas', () => {
  it('name every component a guide can write, and no other', () => {
    const registered = registeredNames();
    expect(registered).toContain('Admonition');
    expect(Object.keys(componentSchemas).sort()).toEqual([...registered, 'Glossary'].sort());
  });

  it('accept the admonition types the component draws, and the check refuses the others', () => {
    for (const type of ADMONITION_TYPES) {
      expect(renderToStaticMarkup(<Admonition type={type}>Body</Admonition>)).toContain('Body');
    }
    // What a writer wrote once: the component has nothing to draw for it.
    expect(() => renderToStaticMarkup(<Admonition type={'info' as 'note'}>Body</Admonition>)).toThrow();
  });
});
