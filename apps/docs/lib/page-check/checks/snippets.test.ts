import { describe, expect, it } from 'vitest';
import { guideFiles } from '@/lib/docs-as-code/guide-pages';
import { formatProblem, type PageSource } from '../problem';
import { checkSnippets, checkSnippetsOf } from './snippets';

const guides: PageSource[] = guideFiles().map((guide) => ({
  file: `apps/docs/${guide.path}`,
  source: guide.source,
}));

const broken: PageSource = {
  file: 'apps/docs/content/guides/database/json-columns.mdx',
  source: `---
title: JSON columns
description: Store and query JSON.
---

## Query

<Tabs queryGroup="rest-client" defaultActiveId="js">
  <TabPanel id="js" label="supabase-js">
    \`\`\`ts
    const { data } = await supabase
      .from('events')
      .select('payload')
      .contans('payload', { kind: 'signup' });
    \`\`\`
  </TabPanel>
</Tabs>

\`\`\`ts notypecheck
const n: number = 'not checked, but the marker lacks its reason';
\`\`\`

\`\`\`ts notypecheck="pseudo-code: shows the shape of the call, not a program"
supabase.from(…)
\`\`\`

\`\`\`js context="function render(rows: unknown[]): void"
const { data: rows } = await supabase.from('events').select('*');
render(rows ?? []);
render(rows.length);
\`\`\`

\`\`\`ts title="supabase/functions/_shared/limits.ts"
export const MAX_EVENTS = 100;
\`\`\`

\`\`\`ts title="supabase/functions/events/index.ts"
import { MAX_EVENTS } from '../_shared/limits.ts';

Deno.serve(() => Response.json({ max: MAX_EVENTS.toFixed(0), key: Deno.env.get('KEY') }));
\`\`\`
`,
};

describe('checkSnippets', () => {
  it('passes on every guide, so a reader never copies code that does not compile', async () => {
    const problems = await checkSnippetsOf(guides);
    expect(problems.map(formatProblem)).toEqual([]);
    expect(guides.length).toBeGreaterThan(100);
  }, 60_000);

  it('names each mistake at its line and column in the .mdx, with TypeScript’s suggestion', async () => {
    const problems = await checkSnippets(broken);
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^apps\/docs\/content\/guides\/database\/json-columns\.mdx:14:8 Property 'contans' does not exist on type .* Did you mean 'contains'\? \(TS2551\)$/,
      ),
      'apps/docs/content/guides/database/json-columns.mdx:19:1 notypecheck needs a reason: notypecheck="why this fence cannot type-check"',
      "apps/docs/content/guides/database/json-columns.mdx:30:8 'rows' is possibly 'null'. (TS18047)",
      "apps/docs/content/guides/database/json-columns.mdx:30:8 Argument of type 'number' is not assignable to parameter of type 'unknown[]'. (TS2345)",
      // The functions' fences import each other by their titles, and Deno's API is known: no problem there.
    ]);
  }, 60_000);
});
