import { describe, expect, it } from 'vitest';
import facts from '@/data/cli/cli-1.163.6.facts.json';
import { type CliFacts, checkInvocation } from '@/lib/cli/invocations';
import { cliFailure, guideInvocations } from './guide-cli';

const page = {
  path: 'content/guides/database/json-columns.mdx',
  source: `---
title: JSON columns
description: Store and query JSON.
---

Check what would change first:

<Tabs queryGroup="cli">
  <TabPanel id="cli" label="CLI">
    \`\`\`bash
    supabase link --project-ref <project-ref>
    supabase db push --dryrun
    \`\`\`
  </TabPanel>
</Tabs>
`,
};

describe('a misspelt CLI flag in a guide', () => {
  it('is named at its line with the flag meant', () => {
    const failures = guideInvocations(page).flatMap(({ argv, where }) => {
      const { problems } = checkInvocation(argv, facts as CliFacts);
      return problems.length > 0 ? [cliFailure(where, argv, problems)] : [];
    });
    expect(failures).toEqual([
      'content/guides/database/json-columns.mdx:12: `supabase db push --dryrun`\n  supabase db push: unknown flag --dryrun (did you mean --dry-run?)',
    ]);
  });
});
