import { describe, expect, it } from 'vitest';
import { checkComponents } from './components';

const messages = async (source: string) =>
  (await checkComponents({ file: 'page.mdx', source })).map((problem) => problem.message);

describe('the component check on props written in braces', () => {
  it('accepts a right value in braces, and several ids where the prop takes a list', async () => {
    expect(await messages('<FunctionsLimitsTable group={"platform"} />\n')).toEqual([]);
    expect(
      await messages('<Accordion type="multiple" defaultValue={["a", "b"]}>\n\nText\n\n</Accordion>\n'),
    ).toEqual([]);
  });

  it('refuses a number or a list where the prop takes one string, and a string where it takes a flag', async () => {
    expect(await messages('<FunctionsLimitsTable group={3} />\n')).toEqual([
      '<FunctionsLimitsTable group> takes text: write group="…", not 3',
    ]);
    expect(await messages('<Admonition type={["tip"]}>\n\nText\n\n</Admonition>\n')).toEqual([
      '<Admonition type> takes text: write type="…", not ["tip"]',
    ]);
    expect(await messages('<Alert closable={1}>\n\nText\n\n</Alert>\n')).toEqual([
      '<Alert closable> is a flag: write `closable` or `closable={false}`, not 1',
    ]);
  });

  it('leaves expressions that need running to the build', async () => {
    expect(await messages('<FunctionsLimitsTable group={groupName} />\n')).toEqual([]);
  });
});
