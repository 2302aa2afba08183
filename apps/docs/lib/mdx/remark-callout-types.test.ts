import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkCalloutTypes } from './remark-callout-types';

const compile = (source: string) =>
  unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkCalloutTypes)
    .run(unified().use(remarkParse).use(remarkMdx).parse(source), {
      path: 'content/guides/json.mdx',
      value: source,
    });

describe('remarkCalloutTypes', () => {
  it('fails the compile at the page and line of a wrong admonition type, naming the allowed ones', async () => {
    const page =
      '---\ntitle: JSON\n---\n\nIntro.\n\n<Admonition type="info" label="Heads up">\nText.\n</Admonition>\n';
    await expect(compile(page)).rejects.toThrowError(
      'content/guides/json.mdx:7:13 <Admonition type="info">: type must be one of note, tip, caution, danger, deprecation',
    );
    await expect(compile('<Admonition type="cuation">x</Admonition>')).rejects.toThrowError(
      /type must be one of note, tip, caution, danger, deprecation \(did you mean "caution"\?\)/,
    );
  });

  it('lets every allowed type through, and the wider set on <Alert>', async () => {
    await expect(
      compile('<Admonition type="danger">x</Admonition>\n\n<Alert type="warning">y</Alert>'),
    ).resolves.toBeDefined();
  });
});
