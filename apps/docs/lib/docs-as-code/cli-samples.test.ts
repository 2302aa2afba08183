import { expect, it } from 'vitest';
import facts from '@/data/cli/cli-1.163.6.facts.json';
import { type CliFacts, checkInvocation } from '@/lib/cli/invocations';
import { cliFailure, guideInvocations } from './guide-cli';
import { guideFiles } from './guide-pages';

/*
 * Every `supabase …` command in the guides' shell blocks is one the CLI (v1.163.6, data/cli) accepts, checked
 * by the same reader and rules as the CLI reference's own examples (lib/cli/invocations.ts).
 */

const invocations = guideFiles().flatMap(guideInvocations);

it('finds CLI commands in the guides', () => {
  expect(invocations.length).toBeGreaterThan(0);
});

for (const { argv, where } of invocations) {
  const text = argv.join(' ');
  it(`${where} \`${text}\` is accepted by the CLI`, () => {
    const { problems } = checkInvocation(argv, facts as CliFacts);
    if (problems.length > 0) throw new Error(cliFailure(where, argv, problems));
  });
}
