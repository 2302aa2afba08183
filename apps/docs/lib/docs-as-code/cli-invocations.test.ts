import { describe, expect, it } from 'vitest';
import { cliSpec } from '@/data/cli';
import { checkCliInvocation, extractCliInvocations, shellWords } from './cli-invocations';

const check = (line: string) => checkCliInvocation(shellWords(line), cliSpec);

describe('shellWords', () => {
  it('keeps quoted words whole, splits operators and drops comments', () => {
    expect(shellWords(`supabase secrets set "A=b c" && echo 'x y' # note`)).toEqual([
      'supabase',
      'secrets',
      'set',
      'A=b c',
      '&&',
      'echo',
      'x y',
    ]);
  });
});

describe('redirections', () => {
  it('leaves redirections and their targets out of the command', () => {
    expect(
      extractCliInvocations('supabase gen types typescript --local > types.ts 2>/dev/null', 1)[0]?.words,
    ).toEqual(['supabase', 'gen', 'types', 'typescript', '--local']);
  });
});

describe('extractCliInvocations', () => {
  it('finds commands after prompts, operators and line continuations, with their lines', () => {
    const code = [
      '$ supabase start',
      'npm run dev && supabase status -o json',
      'supabase link \\',
      '  --project-ref abc',
    ].join('\n');
    expect(extractCliInvocations(code, 10).map(({ text, line }) => ({ text, line }))).toEqual([
      { text: 'supabase start', line: 10 },
      { text: 'supabase status -o json', line: 11 },
      { text: 'supabase link --project-ref abc', line: 12 },
    ]);
  });
});

describe('checkCliInvocation', () => {
  it.each([
    'supabase start',
    'supabase start --ignore-health-check',
    'supabase start -x studio,imgproxy',
    'supabase status --output env',
    'supabase status -o=json',
    'supabase migration new add_profiles',
    'supabase db diff -f add_profiles --local',
    'supabase link --project-ref <project-ref>',
    'supabase db push --dry-run --debug',
    'supabase functions deploy',
    'supabase secrets set A=1 B=2',
    'supabase db --help',
  ])('accepts `%s`', (line) => {
    expect(check(line)).toEqual([]);
  });

  it.each([
    ['supabase launch', ['unknown command `supabase launch`']],
    ['supabase db frobnicate', ['`supabase db` has no subcommand "frobnicate"']],
    ['supabase db', ['`supabase db` only groups commands; name one of its subcommands']],
    ['supabase start --fast', ['unknown flag --fast for `supabase start`']],
    ['supabase status -o xml', ['-o does not accept "xml" (accepted: env, pretty, json, toml, yaml)']],
    ['supabase stop --no-backup=yes', ['--no-backup takes no value, got "yes"']],
    ['supabase link --project-ref', ['--project-ref needs a value']],
    [
      'supabase migration new',
      ['`supabase migration new` takes 1 argument(s) (supabase migration new <migration name>), got 0: '],
    ],
    ['supabase start now', ['`supabase start` takes 0 argument(s) (supabase start [flags]), got 1: now']],
  ])('rejects `%s`', (line, problems) => {
    expect(check(line)).toEqual(problems);
  });

  it('requires --experimental on an experimental command', () => {
    const experimental = cliSpec.commands.find((command) =>
      command.flags.some((flag) => flag.id === 'experimental' && flag.required),
    );
    if (!experimental) throw new Error('the CLI data has no experimental command to test with');
    const withArgs = `${experimental.title} ${'x '.repeat(
      (experimental.usage?.match(/<[^>]+>/g) ?? []).length,
    )}`.trim();
    expect(check(withArgs).some((problem) => problem.includes('requires --experimental'))).toBe(true);
    expect(check(`${withArgs} --experimental`).filter((problem) => problem.includes('experimental'))).toEqual(
      [],
    );
  });
});
