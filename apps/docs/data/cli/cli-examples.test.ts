import { describe, expect, it } from 'vitest';
import { type CliFacts, checkInvocation, findInvocations } from '@/lib/cli/invocations';
import facts from './cli-1.163.6.facts.json';
import { cliSpec } from './index';

/** Commands a developer runs every day: each must show at least one example. */
const DAILY_COMMANDS = [
  'supabase-db-reset',
  'supabase-db-diff',
  'supabase-migration-new',
  'supabase-migration-up',
  'supabase-functions-serve',
  'supabase-functions-deploy',
  'supabase-gen-types-typescript',
  'supabase-link',
  'supabase-start',
  'supabase-stop',
];

/**
 * Examples that run no command of the CLI, on purpose: the PowerShell one is not POSIX shell (the command sits
 * inside a string written to the profile), and the zsh one enables completion in the shell first.
 */
const WITHOUT_INVOCATION = new Set([
  'supabase-completion-powershell › profile',
  'supabase-completion-zsh › enable-compinit',
]);

/** `secrets set --env-file` reads the NAME=VALUE pairs from the file instead of its arguments. */
const options = { argumentsFromFlags: { 'supabase-secrets-set': ['--env-file'] } };

const examples = cliSpec.commands.flatMap((command) =>
  command.examples.map((example) => [`${command.id} › ${example.id}`, command.id, example.code] as const),
);

describe('CLI examples against the facts of the CLI version', () => {
  it('covers the commands developers run daily', () => {
    const withoutExamples = DAILY_COMMANDS.filter(
      (id) => (cliSpec.commands.find((command) => command.id === id)?.examples.length ?? 0) === 0,
    );
    expect(withoutExamples).toEqual([]);
  });

  it.each(examples)('%s runs only commands, flags and values that exist', (name, commandId, code) => {
    const invocations = findInvocations(code, facts.cli);
    if (WITHOUT_INVOCATION.has(name)) {
      expect(invocations).toEqual([]);
      return;
    }
    expect(invocations.length).toBeGreaterThan(0);
    const checks = invocations.map((invocation) =>
      checkInvocation(invocation.argv, facts as CliFacts, options),
    );
    expect(checks.flatMap((result) => result.problems)).toEqual([]);
    expect(checks.map((result) => result.commandId)).toContain(commandId);
  });
});

describe('CLI example output', () => {
  /** Character columns of the table separators on each line that has any. */
  const separatorColumns = (text: string) =>
    text
      .split('\n')
      .map((line) => [...line].flatMap((char, column) => ('│┼'.includes(char) ? [column] : [])))
      .filter((columns) => columns.length > 0);

  it.each(
    cliSpec.commands.flatMap((command) =>
      command.examples
        .filter((example) => example.response.includes('│'))
        .map((example) => [`${command.id} › ${example.id}`, example.response] as const),
    ),
  )('%s has its table columns aligned', (_, response) => {
    const [header, ...rows] = separatorColumns(response);
    for (const row of rows.filter((columns) => columns.length === header?.length))
      expect(row).toEqual(header);
  });
});
