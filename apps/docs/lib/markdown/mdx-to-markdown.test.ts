import { describe, expect, it } from 'vitest';
import { computeAddOns } from '@/data/compute-add-ons';
import { extensions } from '@/data/extensions';
import { dashboardLinks } from '@/lib/dashboard-links';
import { readExampleFile } from '@/lib/mdx/example-files';
import { sharedDataText } from '@/lib/shared-data';
import { componentHandlers, widget } from './component-handlers';
import { tagsOutsideCode } from './markup-check';
import { evaluateLiteral, MarkdownTwinError, mdxToMarkdown } from './mdx-to-markdown';

const PAGE_URL = 'https://docs.example.com/guides/demo/';

const convert = (mdx: string, handlers = componentHandlers) =>
  mdxToMarkdown(mdx, { file: 'content/guides/demo.mdx', pageUrl: PAGE_URL, handlers });

/** One row per component kind: MDX in, the Markdown it must read as. */
const cases: { kind: string; mdx: string; markdown: string }[] = [
  {
    kind: 'tabs become labelled sections',
    mdx: `<Tabs queryGroup="method">
  <TabPanel id="dashboard" label="Dashboard">
    Open the **Table editor**.
  </TabPanel>
  <TabPanel id="sql" label="SQL">
    \`\`\`sql title="a.sql" norun="fragment"
select 1;
\`\`\`
  </TabPanel>
</Tabs>`,
    markdown:
      '**Dashboard**\n\nOpen the **Table editor**.\n\n**SQL**\n\n```sql title="a.sql"\nselect 1;\n```\n',
  },
  {
    kind: 'a call-out becomes a blockquote with its type and title',
    mdx: '<Admonition type="danger" label="Never expose the key">\n  Keep it on the server.\n</Admonition>',
    markdown: '> **Danger: Never expose the key**\n>\n> Keep it on the server.\n',
  },
  {
    kind: 'an alert without a title is named by its type',
    mdx: '<Alert type="tip" closable>\n  Small tip.\n</Alert>',
    markdown: '> **Tip**\n>\n> Small tip.\n',
  },
  {
    kind: 'Markdown tables stay GFM tables',
    mdx: '| a | b |\n| --- | --- |\n| `x\\|y` | 2 |',
    markdown: '| a      | b |\n| ------ | - |\n| `x\\|y` | 2 |\n',
  },
  {
    kind: 'code fences keep their language and title, not test markers or line highlights',
    mdx: '```ts title="app.ts" {1,3}\nconst a = 1;\n```',
    markdown: '```ts title="app.ts"\nconst a = 1;\n```\n',
  },
  {
    kind: 'mermaid fences keep their source',
    mdx: '```mermaid\ngraph TD\n  A --> B\n```',
    markdown: '```mermaid\ngraph TD\n  A --> B\n```\n',
  },
  {
    kind: 'a <Mermaid chart> element becomes a mermaid fence',
    mdx: '<Mermaid chart="graph LR; A-->B" />',
    markdown: '```mermaid\ngraph LR; A-->B\n```\n',
  },
  {
    kind: 'site links become absolute',
    mdx: 'See [keys](/guides/getting-started/api-keys/) and [below](#below).',
    markdown:
      'See [keys](https://docs.example.com/guides/getting-started/api-keys/) and [below](https://docs.example.com/guides/demo/#below).\n',
  },
  {
    kind: 'shared data resolves to its value, also inside inline code',
    mdx: 'The API listens on <code><SharedData path="local.apiUrl" /></code>.',
    markdown: `The API listens on \`${sharedDataText('local.apiUrl')}\`.\n`,
  },
  {
    kind: 'a dashboard link resolves to the configured dashboard',
    mdx: 'Open the <DashboardLink to="sqlEditor">SQL editor</DashboardLink>.',
    markdown: `Open the [SQL editor](${dashboardLinks.sqlEditor()}).\n`,
  },
  {
    kind: 'a realtime limit resolves to its number and unit',
    mdx: 'Payloads up to <RealtimeLimit plan="free" limit="broadcastPayloadKb" />.',
    markdown: 'Payloads up to 256 KB.\n',
  },
  {
    kind: 'copy fields print their label and value',
    mdx: '<CopyField label="Local API URL" sharedPath="local.apiUrl" />\n\n<HiddenField label="Key" value="abc" />',
    markdown: `**Local API URL:** \`${sharedDataText('local.apiUrl')}\`\n\n**Key:** \`abc\`\n`,
  },
  {
    kind: 'cards in a grid become one list of links',
    mdx: `<div className="grid">
  <ButtonCard title="Auth" description="Sign users in." href="/guides/auth/" icon={<MenuIcon name="auth" />} />
  <ButtonCard title="Database" href="/guides/database/" icon={<MenuIcon name="database" />} />
</div>`,
    markdown:
      '- [Auth](https://docs.example.com/guides/auth/): Sign users in.\n- [Database](https://docs.example.com/guides/database/)\n',
  },
  {
    kind: 'accordion items become bold questions with their answers',
    mdx: '<Accordion type="single">\n  <AccordionItem header="Can I?" id="can">\n    Yes.\n  </AccordionItem>\n</Accordion>',
    markdown: '**Can I?**\n\nYes.\n',
  },
  {
    kind: 'a dialog becomes a blockquote with its title and description',
    mdx: '<Dialog trigger="Show me" title="Where" description="On the API page.">\n  Open **Settings**.\n</Dialog>',
    markdown: '> **Where**\n>\n> On the API page.\n>\n> Open **Settings**.\n',
  },
  {
    kind: 'a widget becomes a sentence saying what it does',
    mdx: '<SqlToRest />',
    markdown:
      '_On the web page, an interactive translator turns the SQL query you type into the equivalent REST request, shown as HTTP, cURL and supabase-js code._\n',
  },
  {
    kind: 'a literal expression is its text',
    mdx: "Two{' '}words and {`more`}.",
    markdown: 'Two words and more.\n',
  },
];

describe('mdxToMarkdown', () => {
  it.each(cases)('$kind', ({ mdx, markdown }) => {
    expect(convert(mdx)).toBe(markdown);
  });

  it('includes an example file with its content, language and title', () => {
    const markdown = convert('<ExampleFile path="quickstart-react/src/supabase-client.ts" />');
    const { code } = readExampleFile('quickstart-react/src/supabase-client.ts');
    expect(markdown).toBe(`\`\`\`ts title="src/supabase-client.ts"\n${code}\n\`\`\`\n`);
  });

  it('prints data-backed components as tables of their data', () => {
    const addOns = convert('<ComputeAddOnsTable highlight="Large" />');
    expect(addOns.split('\n')[0]).toMatch(
      /^\| Size +\| Memory +\| CPU +\| Direct connections +\| Pooler clients +\|$/,
    );
    const [addOnsTable, addOnsDate] = addOns.trim().split('\n\n');
    expect(addOnsTable?.split('\n')).toHaveLength(computeAddOns.length + 2);
    expect(addOns).toContain('| **Large**');
    // Plan limits and prices change over time, so the twin dates them as the page does.
    expect(addOnsDate).toBe('Figures as of 25 April 2024.');

    const list = convert('<ExtensionsList />');
    for (const extension of extensions) expect(list).toContain(`[\`${extension.name}\`](${extension.link})`);

    const realtime = convert('<RealtimeLimitsTable />');
    expect(realtime).toMatch(/^\| Limit +\| Free +\|/);
    expect(realtime.trim()).toMatch(/\n\nFigures as of 25 April 2024\.$/);
  });

  it('resolves shared data inside server components that format it', () => {
    const markdown = convert('<MigrationWarnings />\n\n<ProjectSetup />\n\n<DatabaseSetup />');
    expect(markdown).toContain(sharedDataText('migration.diskSelfServeLimit'));
    expect(markdown).toContain(`(${dashboardLinks.support()})`);
    expect(markdown).toContain('Tr0ub%40dor%233%2Fx%3F');
    expect(tagsOutsideCode(markdown)).toEqual([]);
  });

  it('reads literal attribute lists (QuickstartIntro requirements)', () => {
    expect(convert('<QuickstartIntro framework="React" requirements={["Node.js 20"]} />')).toBe(
      'You will create a project, add a table with a few rows, and read them from a React app with the JavaScript client.\n\nYou need:\n\n- An account on the platform (the free plan is enough).\n- Node.js 20\n',
    );
  });

  it('fails on a component without a handler, naming it, the page, the line and where to add one', () => {
    expect(() => convert('Intro.\n\n<ProviderGrid />')).toThrowError(
      new MarkdownTwinError(
        'content/guides/demo.mdx:3:1: no Markdown handler for the component <ProviderGrid>. If it is a new component, add one to componentHandlers in apps/docs/lib/markdown/component-handlers.ts (what the component shows, as Markdown).',
      ),
    );
  });

  it('names a misspelt component at its line in the file, front matter counted, with the component meant', () => {
    const page = [
      '---',
      'title: JSON columns',
      'description: Store and query JSON.',
      '---',
      '',
      'Intro.',
      '',
      '  <Admonitoin type="note">',
      '  Keep it short.',
      '  </Admonitoin>',
    ].join('\n');
    expect(() => convert(page)).toThrowError(
      new MarkdownTwinError(
        'content/guides/demo.mdx:8:3: unknown component <Admonitoin>: did you mean <Admonition>?',
      ),
    );
  });

  it('fails on a call-out type the component does not take, at its line, naming the allowed types', () => {
    expect(() =>
      convert('---\ntitle: T\n---\n\n<Admonition type="info">\nText.\n</Admonition>'),
    ).toThrowError(
      new MarkdownTwinError(
        'content/guides/demo.mdx:5:1: <Admonition>: type "info" must be one of note, tip, caution, danger, deprecation',
      ),
    );
  });

  it('takes a new component with a one-line handler', () => {
    const handlers = { ...componentHandlers, ProviderGrid: widget('A grid of sign-in providers.') };
    expect(convert('<ProviderGrid />', handlers)).toBe('_A grid of sign-in providers._\n');
  });

  it('fails on expressions that are not literals, and on unknown shared data', () => {
    expect(() => convert('Value: {process.env.KEY}')).toThrowError(
      /demo\.mdx:1:8: the expression \{process\.env\.KEY\}/,
    );
    expect(() => convert('<SharedData path="no.such.path" />')).toThrowError(
      /Unknown shared data path "no\.such\.path"/,
    );
    expect(() => convert('<Tabs><Alert>x</Alert></Tabs>')).toThrowError(/<Tabs>: accepts only <TabPanel/);
  });
});

describe('evaluateLiteral', () => {
  it('evaluates literals, arrays, objects and negative numbers, and nothing else', () => {
    const literal = (value: unknown) => ({ type: 'Literal', value });
    expect(
      evaluateLiteral({
        type: 'ObjectExpression',
        properties: [
          {
            key: { type: 'Identifier', name: 'a' },
            value: { type: 'ArrayExpression', elements: [literal('x')] },
          },
          { key: literal('b'), value: { type: 'UnaryExpression', operator: '-', argument: literal(2) } },
        ],
      }),
    ).toEqual({ a: ['x'], b: -2 });
    expect(evaluateLiteral({ type: 'Identifier', name: 'x' })).toBeUndefined();
  });
});
