import { findInvocations } from '@/lib/cli/invocations';
import { extractCodeBlocks } from './code-blocks';

/** Shell fence languages whose `supabase …` lines are checked against the CLI's facts. */
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'terminal']);

/** Every `supabase …` invocation in a guide's shell blocks, with `path:line` of the line it starts on. */
export function guideInvocations(file: {
  path: string;
  source: string;
}): { argv: string[]; where: string }[] {
  return extractCodeBlocks(file.source)
    .filter((block) => SHELL_LANGS.has(block.lang))
    .flatMap((block) =>
      findInvocations(block.code).map((invocation) => ({
        argv: invocation.argv,
        where: `${file.path}:${block.bodyLine + invocation.line - 1}`,
      })),
    );
}

/** The failure the CLI samples test reports: the place, the command as written, and each problem. */
export function cliFailure(where: string, argv: readonly string[], problems: readonly string[]): string {
  return `${where}: \`${argv.join(' ')}\`\n  ${problems.join('\n  ')}`;
}
