import { describe, expect, it } from 'vitest';
import { guideFiles } from '@/lib/docs-as-code/guide-pages';
import { formatProblem } from '../problem';
import { checkProse } from './prose';

describe('checkProse', () => {
  it('passes on every guide', async () => {
    const problems = [];
    for (const guide of guideFiles()) {
      problems.push(...(await checkProse({ file: `apps/docs/${guide.path}`, source: guide.source })));
    }
    expect(problems.map(formatProblem)).toEqual([]);
  }, 60_000);
});

describe('checkProse on a page with mistakes', () => {
  it('names each at its line and column in the .mdx, title and indented prose included', async () => {
    const source = `---
title: Querying JSON Columns
description: Store and query JSON.
---

## Read a Value with supabase.js

<Admonition type="note">
Postgrest simply returns the column.
</Admonition>

<Tabs queryGroup="rest-client">
  <TabPanel id="js" label="supabase-js">
      Indented prose that is just text.

    \`\`\`ts
    // Code is never read: obviously, Postgresql.
    \`\`\`
  </TabPanel>
</Tabs>

## Use \`->>\` with Edge Functions and the PostgREST API
`;
    const problems = await checkProse({ file: 'apps/docs/content/guides/database/json.mdx', source });
    expect(problems.map(formatProblem)).toEqual([
      'apps/docs/content/guides/database/json.mdx:2:22 Headings are in sentence case: write "columns", or add "Columns" to PROPER_NOUNS in lib/page-check/house-words.ts if it is a name. (heading-case)',
      'apps/docs/content/guides/database/json.mdx:6:11 Headings are in sentence case: write "value", or add "Value" to PROPER_NOUNS in lib/page-check/house-words.ts if it is a name. (heading-case)',
      'apps/docs/content/guides/database/json.mdx:6:22 Incorrect term: “supabase.js”, use “supabase-js” instead (terminology)',
      'apps/docs/content/guides/database/json.mdx:9:1 Incorrect term: “Postgrest”, use “PostgREST” instead (terminology)',
      'apps/docs/content/guides/database/json.mdx:9:11 Avoid using “simply” (stop-words)',
      'apps/docs/content/guides/database/json.mdx:14:30 Avoid using “just” (stop-words)',
    ]);
  });
});
