import facts from '@/data/cli/cli-1.163.6.facts.json';
import { type CliFacts, checkInvocation, findInvocations } from '@/lib/cli/invocations';
import { extractCodeBlocks } from '@/lib/docs-as-code/code-blocks';
import type { PageCheck } from '../problem';

/*
 * The page's `supabase …` commands in shell blocks, by the same reader and rules as the guides' CLI test
 * (lib/docs-as-code/cli-samples.test.ts): each problem at the command's own line.
 */

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'terminal']);

export const checkCli: PageCheck = async ({ file, source }) => {
  const lines = source.split(/\r?\n/);
  return extractCodeBlocks(source)
    .filter((block) => SHELL_LANGS.has(block.lang))
    .flatMap((block) =>
      findInvocations(block.code).flatMap((invocation) => {
        const line = block.bodyLine + invocation.line - 1;
        const column = Math.max(0, (lines[line - 1] ?? '').indexOf('supabase')) + 1;
        const { problems } = checkInvocation(invocation.argv, facts as CliFacts);
        return problems.map((problem) => ({
          file,
          line,
          column,
          message: `CLI: \`${invocation.argv.join(' ')}\`: ${problem}`,
        }));
      }),
    );
};
