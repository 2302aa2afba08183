import { describe, expect, it } from 'vitest';
import {
  type CliFacts,
  checkInvocation,
  findInvocations,
  positionalRange,
  splitShellCommands,
} from './invocations';

describe('splitShellCommands', () => {
  it.each([
    ['supabase db push', [['supabase', 'db', 'push']]],
    ['supabase link --project-ref abc  # the hosted project', [['supabase', 'link', '--project-ref', 'abc']]],
    [
      'supabase db diff --schema public | supabase migration new add_profiles',
      [
        ['supabase', 'db', 'diff', '--schema', 'public'],
        ['supabase', 'migration', 'new', 'add_profiles'],
      ],
    ],
    [
      'supabase gen types typescript --local > src/database.types.ts',
      [['supabase', 'gen', 'types', 'typescript', '--local']],
    ],
    [
      'supabase start 2>&1 && echo "done: $?"',
      [
        ['supabase', 'start'],
        ['echo', 'done: $?'],
      ],
    ],
    [
      'supabase start 2> log.txt; supabase status',
      [
        ['supabase', 'start'],
        ['supabase', 'status'],
      ],
    ],
    ["supabase secrets set 'GREETING=hello world'", [['supabase', 'secrets', 'set', 'GREETING=hello world']]],
    ['supabase link \\\n  --project-ref abc', [['supabase', 'link', '--project-ref', 'abc']]],
    ['supabase link -p "$SUPABASE_DB_PASSWORD"', [['supabase', 'link', '-p', '$SUPABASE_DB_PASSWORD']]],
    ['supabase migration new seed < seed.sql', [['supabase', 'migration', 'new', 'seed']]],
    [
      'source <(supabase completion zsh)',
      [
        ['supabase', 'completion', 'zsh'],
        ['source', '<(…)'],
      ],
    ],
    [
      'export URL=$(supabase status -o env | grep API_URL)',
      [
        ['supabase', 'status', '-o', 'env'],
        ['grep', 'API_URL'],
        ['export', 'URL=$(…)'],
      ],
    ],
  ])('splits %j', (code, expected) => {
    expect(splitShellCommands(code).map((command) => command.argv)).toEqual(expected);
  });

  it('numbers each command by the line it starts on', () => {
    const lines = splitShellCommands('# first\nsupabase start\n\nsupabase status').map(
      (command) => command.line,
    );
    expect(lines).toEqual([2, 4]);
  });

  it('refuses an unterminated quote', () => {
    expect(() => splitShellCommands('supabase link -p "oops')).toThrow('unterminated double quote');
  });
});

describe('findInvocations', () => {
  it('keeps only the commands of the CLI', () => {
    const found = findInvocations('supabase db pull\necho "exit code: $?"');
    expect(found.map((command) => command.argv)).toEqual([['supabase', 'db', 'pull']]);
  });

  it('reads past a `$ ` prompt and keeps a `<placeholder>` as one word, not a redirection', () => {
    const found = findInvocations('$ supabase link --project-ref <project-ref> > link.log');
    expect(found.map((command) => command.argv)).toEqual([
      ['supabase', 'link', '--project-ref', '<project-ref>'],
    ]);
  });
});

const facts: CliFacts = {
  cli: 'supabase',
  global_flags: [
    { name: '--debug' },
    { name: '--dns-resolver <[ native | https ]>', accepted_values: ['native', 'https'] },
    { name: '--experimental' },
    { name: '-h, --help' },
  ],
  commands: [
    { id: 'supabase-db', title: 'supabase db', usage: null, flags: [] },
    {
      id: 'supabase-db-diff',
      title: 'supabase db diff',
      usage: 'supabase db diff [flags]',
      flags: [{ name: '-f, --file <string>' }, { name: '--local' }, { name: '-s, --schema <strings>' }],
    },
    {
      id: 'supabase-migration-new',
      title: 'supabase migration new',
      usage: 'supabase migration new <migration name>',
      flags: [],
    },
    {
      id: 'supabase-db-lint',
      title: 'supabase db lint',
      usage: 'supabase db lint [flags]',
      flags: [{ name: '--level <[ warning | error ]>', accepted_values: ['warning', 'error'] }],
    },
    {
      id: 'supabase-branches-list',
      title: 'supabase branches list',
      usage: 'supabase branches list [flags]',
      flags: [{ name: '--experimental', required: true }],
    },
    {
      id: 'supabase-secrets-unset',
      title: 'supabase secrets unset',
      usage: 'supabase secrets unset <NAME> ...',
      flags: [],
    },
  ],
};

const check = (line: string) => checkInvocation(line.split(' '), facts);

describe('checkInvocation', () => {
  it('accepts a command with its own flags, short forms, = values and global flags', () => {
    expect(check('supabase db diff -f add_profiles --schema=public,auth --local --debug')).toEqual({
      commandId: 'supabase-db-diff',
      problems: [],
    });
  });

  it('names a flag the command does not have', () => {
    expect(check('supabase db diff --linked').problems).toEqual(['supabase db diff: unknown flag --linked']);
  });

  it('refuses a value outside the accepted set, for command and global flags', () => {
    expect(check('supabase db lint --level fatal --dns-resolver=dot').problems).toEqual([
      'supabase db lint: --level does not accept "fatal" (accepted: warning, error)',
      'supabase db lint: --dns-resolver does not accept "dot" (accepted: native, https)',
    ]);
  });

  it('refuses a value on a switch and a missing value on a flag that takes one', () => {
    expect(check('supabase db diff --local=yes -f').problems).toEqual([
      'supabase db diff: --local is a switch and takes no value ("yes")',
      'supabase db diff: -f needs a value',
    ]);
  });

  it('counts positional arguments against the usage', () => {
    expect(check('supabase migration new').problems).toEqual([
      'supabase migration new: 0 argument(s) (none) where the usage "supabase migration new <migration name>" allows 1',
    ]);
    expect(check('supabase db diff public').problems).toHaveLength(1);
    expect(check('supabase secrets unset A B C').problems).toEqual([]);
  });

  it('lets a named flag stand in for required arguments', () => {
    const argv = 'supabase secrets unset --env-file .env'.split(' ');
    const withEnvFile: CliFacts = {
      ...facts,
      commands: facts.commands.map((command) =>
        command.id === 'supabase-secrets-unset'
          ? { ...command, flags: [{ name: '--env-file <string>' }] }
          : command,
      ),
    };
    expect(checkInvocation(argv, withEnvFile).problems).toHaveLength(1);
    const options = { argumentsFromFlags: { 'supabase-secrets-unset': ['--env-file'] } };
    expect(checkInvocation(argv, withEnvFile, options).problems).toEqual([]);
  });

  it('accepts a placeholder where the flag has a set of values', () => {
    expect(check('supabase db lint --level <level>').problems).toEqual([]);
  });

  it('requires the flags the facts mark required, saying why for --experimental', () => {
    expect(check('supabase branches list').problems).toEqual([
      'supabase branches list: requires --experimental (it is experimental)',
    ]);
    expect(check('supabase branches list --experimental').problems).toEqual([]);
  });

  it('asks nothing of arguments or required flags when --help only prints the usage', () => {
    expect(check('supabase migration new --help').problems).toEqual([]);
    expect(check('supabase db -h').problems).toEqual([]);
  });

  it('refuses a group and a command that does not exist', () => {
    expect(check('supabase db').problems).toEqual([
      'supabase db only groups subcommands and cannot be run itself',
    ]);
    expect(check('supabase teleport now')).toEqual({
      commandId: null,
      problems: ['"supabase teleport now" does not start with a supabase command'],
    });
  });
});

describe('positionalRange', () => {
  it.each([
    ['supabase db diff [flags]', 0, 0],
    ['supabase migration new <migration name>', 1, 1],
    ['supabase functions deploy [Function name] [flags]', 0, 1],
    ['supabase secrets unset <NAME> ...', 1, Number.POSITIVE_INFINITY],
  ])('reads %j', (usage, min, max) => {
    const title = usage.split(/ [<[]/)[0] ?? usage;
    expect(positionalRange({ id: 'x', title, usage, flags: [] })).toEqual({ min, max });
  });
});
