import { expect, it } from 'vitest';
import { cliSpec } from '@/data/cli';
import { checkCliInvocation, extractCliInvocations, isShellLanguage } from './cli-invocations';
import { extractCodeBlocks } from './code-blocks';
import { guideFiles } from './guide-pages';

/* Every `supabase …` line in the guides' shell blocks is a command the CLI (data/cli, v1.163.6) accepts. */

const invocations = guideFiles().flatMap((file) =>
  extractCodeBlocks(file.source)
    .filter((block) => isShellLanguage(block.lang))
    .flatMap((block) => extractCliInvocations(block.code, block.bodyLine))
    .map((invocation) => ({ ...invocation, where: `${file.path}:${invocation.line}` })),
);

it('finds CLI commands in the guides', () => {
  expect(invocations.length).toBeGreaterThan(0);
});

for (const invocation of invocations) {
  it(`${invocation.where} \`${invocation.text}\` is accepted by the CLI`, () => {
    const problems = checkCliInvocation(invocation.words, cliSpec);
    if (problems.length > 0) {
      throw new Error(`${invocation.where}: \`${invocation.text}\`\n  ${problems.join('\n  ')}`);
    }
  });
}
