import { describe, expect, it } from 'vitest';
import type { CliCommand } from './cli-schema';
import { cliSpec, findCliCommand } from './index';

/** All prose of a command in one string (summary, description, flag descriptions), whitespace collapsed. */
function proseOf(command: CliCommand): string {
  return [command.summary, command.description, ...command.flags.map((flag) => flag.description)]
    .join(' ')
    .replace(/\s+/g, ' ');
}

function command(id: string): CliCommand {
  const found = findCliCommand(id);
  if (!found) throw new Error(`no command ${id}`);
  return found;
}

/** Behaviours and constants a command's prose must state, each pinned to the command it belongs to. */
const REQUIRED_PROSE: [commandId: string, mustMention: (string | RegExp)[]][] = [
  [
    'supabase-migration-repair',
    [/inserts a history record/, /deletes the record/, '`applied`', '`reverted`'],
  ],
  ['supabase-sso-add', ['--type saml', /only accepted/]],
  ['supabase-sso-remove', [/blocked from logging in/]],
  ['supabase-domains', ['`create`', '`reverify`', '`activate`', /stop working on the provider-assigned/]],
  ['supabase-domains-activate', [/no longer work on the provider-assigned/]],
  ['supabase-vanity-subdomains', [/mutually exclusive/]],
  ['supabase-domains', [/either a custom domain or a vanity subdomain, not both/]],
  [
    'supabase-start',
    ['service not healthy', '--ignore-health-check', '7GB of RAM', '54321', '54322', '54323', '54324'],
  ],
  ['supabase-test-new', ['pgtap']],
  ['supabase-db-lint', ['`warning`', '`error`']],
  ['supabase-ssl-enforcement-update', [/Enabling and disabling are separate flags/]],
  ['supabase-storage-cp', ['max-age=3600', /Defaults to 1/]],
  ['supabase-status', [/`pretty`\) by default/, 'Defaults to `pretty`']],
  ['supabase-inspect-db-unused-indexes', ['fewer than 50 times', 'more than 5 pages']],
  ['supabase-inspect-db-long-running-queries', ['more than 5 minutes']],
  ['supabase-inspect-db-index-sizes', ['8192 bytes']],
  ['supabase-inspect-db-total-index-size', ['8192 bytes']],
  ['supabase-inspect-db-cache-hit', ['below 99%', 'smaller compute plans']],
  ['supabase-login', ['SUPABASE_ACCESS_TOKEN']],
  ['supabase-db-pull', ['No schema changes found']],
  ['supabase-db-push', ['--dry-run', '--include-all']],
];

describe('CLI reference prose', () => {
  it.each(REQUIRED_PROSE)('%s explains its behaviour and constants', (id, mustMention) => {
    const text = proseOf(command(id));
    for (const needle of mustMention) {
      if (typeof needle === 'string') expect(text).toContain(needle);
      else expect(text).toMatch(needle);
    }
  });

  it('says on every --db-url flag that connection strings must be percent-encoded', () => {
    const dbUrlFlags = cliSpec.commands.flatMap((entry) =>
      entry.flags.filter((flag) => flag.id === 'db-url'),
    );
    expect(dbUrlFlags.length).toBeGreaterThan(20);
    for (const flag of dbUrlFlags) expect(flag.description).toContain('percent-encoded');
  });

  it('names every accepted value of an output flag in its description', () => {
    const outputFlags = cliSpec.commands.flatMap((entry) =>
      entry.flags.filter((flag) => flag.id === 'output'),
    );
    for (const flag of outputFlags) {
      for (const value of flag.accepted_values ?? []) expect(flag.description).toContain(`\`${value.name}\``);
    }
  });

  it('describes both DNS resolvers on the global flag', () => {
    const resolver = cliSpec.global_flags.find((flag) => flag.id === 'dns-resolver');
    expect(resolver?.description).toMatch(/`native`.*`https`/s);
  });

  it('tells management commands need an access token from login or the environment', () => {
    const management = cliSpec.tags.find((tag) => tag.id === 'management-api');
    expect(management?.description).toMatch(/supabase login.*SUPABASE_ACCESS_TOKEN/s);
  });
});

/** Commands the issue asks to illustrate with a command and its output. */
const COMMANDS_WITH_EXAMPLES = [
  ...cliSpec.commands.filter((entry) => entry.id.startsWith('supabase-inspect-db-')).map((entry) => entry.id),
  'supabase-start',
  'supabase-status',
  'supabase-db-pull',
  'supabase-db-push',
  'supabase-migration-list',
  'supabase-migration-repair',
  'supabase-login',
  'supabase-link',
  'supabase-init',
  'supabase-projects-list',
  'supabase-functions-deploy',
  'supabase-secrets-set',
  'supabase-gen-types-typescript',
  'supabase-completion-bash',
  'supabase-completion-fish',
  'supabase-completion-powershell',
  'supabase-completion-zsh',
];

describe('CLI reference examples', () => {
  it('covers all 19 database inspection commands', () => {
    expect(COMMANDS_WITH_EXAMPLES.filter((id) => id.startsWith('supabase-inspect-db-'))).toHaveLength(19);
  });

  it.each(COMMANDS_WITH_EXAMPLES)('%s has an example that runs the command', (id) => {
    const { examples, title } = command(id);
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.some((example) => example.code.includes(title.replace('supabase ', '')))).toBe(true);
  });

  it('shows the "No schema changes found" outcome of db pull', () => {
    expect(
      command('supabase-db-pull')
        .examples.map((example) => example.response)
        .join('\n'),
    ).toContain('No schema changes found');
  });

  it('shows the local ports 54321 to 54324 in the start output', () => {
    const output = command('supabase-start').examples[0]?.response ?? '';
    for (const port of ['54321', '54322', '54323', '54324']) expect(output).toContain(port);
  });
});
