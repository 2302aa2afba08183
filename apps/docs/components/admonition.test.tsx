import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Admonition } from './admonition';

describe('Admonition', () => {
  it('names the allowed types when given another, instead of failing inside the alert', () => {
    // A type from outside MDX's compile check (the compile step rejects a literal one with the page and line).
    const type = 'info' as Parameters<typeof Admonition>[0]['type'];
    expect(() => renderToStaticMarkup(<Admonition type={type}>Text</Admonition>)).toThrowError(
      '<Admonition type="info">: type must be one of note, tip, caution, danger, deprecation',
    );
  });

  it('renders an allowed type as a labelled note', () => {
    expect(renderToStaticMarkup(<Admonition type="tip">Text</Admonition>)).toContain('role="note"');
  });
});
