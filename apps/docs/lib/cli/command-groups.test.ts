import { describe, expect, it } from 'vitest';
import { cliSpec } from '@/data/cli';
import type { CliCommand, CliSpec } from '@/data/cli/cli-schema';
import { groupCliCommands } from './command-groups';

const groups = groupCliCommands(cliSpec);
const titlesOf = (groupId: string) =>
  groups.find((group) => group.id === groupId)?.entries.map((entry) => entry.command.title) ?? [];

describe('groupCliCommands on the CLI data', () => {
  it('produces the areas of the reference in order', () => {
    expect(groups.map((group) => group.title)).toEqual([
      'Quick start',
      'Local development',
      'Database inspection',
      'Hosted project management',
      'Shell completion',
    ]);
  });

  it('places every command exactly once', () => {
    const ids = groups.flatMap((group) => group.entries.map((entry) => entry.command.id));
    expect(ids).toHaveLength(cliSpec.commands.length);
    expect(new Set(ids).size).toBe(cliSpec.commands.length);
  });

  it('resolves every subcommand link to a section that the page renders', () => {
    const sections = new Set(groups.flatMap((group) => group.entries.map((entry) => entry.command.id)));
    const links = cliSpec.commands.flatMap((command) => command.subcommands);
    expect(links).toHaveLength(cliSpec.commands.filter((command) => command.tags.length === 0).length);
    expect(links.filter((id) => !sections.has(id))).toEqual([]);
  });

  it('starts local development with init, start and stop, and lists subcommands under their parent', () => {
    expect(titlesOf('local-development').slice(0, 4)).toEqual([
      'supabase init',
      'supabase start',
      'supabase stop',
      'supabase status',
    ]);
    const db = titlesOf('local-development').indexOf('supabase db');
    expect(titlesOf('local-development').slice(db, db + 3)).toEqual([
      'supabase db',
      'supabase db diff',
      'supabase db dump',
    ]);
  });

  it('puts the inspect tree in its own area with 19 inspection commands', () => {
    const inspection = groups.find((group) => group.id === 'database-inspection');
    expect(inspection?.entries.filter((entry) => entry.depth === 2)).toHaveLength(19);
    expect(inspection?.entries[0]?.command.id).toBe('supabase-inspect');
  });

  it('lists the four shells under shell completion', () => {
    expect(titlesOf('shell-completion')).toEqual([
      'supabase completion',
      'supabase completion bash',
      'supabase completion fish',
      'supabase completion powershell',
      'supabase completion zsh',
    ]);
  });

  it('records depth and parent for nested commands', () => {
    const entry = groups
      .flatMap((group) => group.entries)
      .find((candidate) => candidate.command.id === 'supabase-gen-types-typescript');
    expect(entry).toMatchObject({ depth: 2, parentId: 'supabase-gen-types' });
  });
});

describe('experimental markers in the menu', () => {
  const entries = new Map(groups.flatMap((group) => group.entries).map((entry) => [entry.command.id, entry]));

  it('marks a wholly experimental group once, and its subcommands as under it', () => {
    expect(entries.get('supabase-branches')).toMatchObject({
      experimental: true,
      underExperimentalParent: false,
    });
    const children = [...entries.values()].filter((entry) => entry.parentId === 'supabase-branches');
    expect(children.length).toBeGreaterThan(3);
    for (const child of children)
      expect(child).toMatchObject({ experimental: true, underExperimentalParent: true });
  });

  it('leaves commands of a group that is not experimental on their own', () => {
    expect(entries.get('supabase-db')).toMatchObject({ experimental: false, underExperimentalParent: false });
    expect(entries.get('supabase-db-push')?.underExperimentalParent).toBe(false);
  });
});

describe('groupCliCommands on small inputs', () => {
  const base = (commands: CliCommand[]): CliSpec => ({
    id: 'supabase',
    version: '1.0.0',
    title: 'CLI',
    tags: [{ id: 'other-commands', title: 'Other', description: 'Other commands.' }],
    global_flags: [],
    commands,
  });
  const cmd = (id: string, extra: Partial<CliCommand> = {}): CliCommand => ({
    id,
    title: id.replaceAll('-', ' '),
    summary: 's',
    description: 'd',
    tags: [],
    links: [],
    usage: id.replaceAll('-', ' '),
    subcommands: [],
    examples: [],
    flags: [],
    ...extra,
  });

  it('sends top-level commands of a tag without a dedicated area to the catch-all area, alphabetically', () => {
    const spec = base([
      cmd('supabase-zap', { tags: ['other-commands'] }),
      cmd('supabase-alpha', { tags: ['other-commands'] }),
    ]);
    expect(
      groupCliCommands(spec).map((group) => [group.id, group.entries.map((entry) => entry.command.id)]),
    ).toEqual([['additional-commands', ['supabase-alpha', 'supabase-zap']]]);
  });

  it('fails when a command is not reachable from any top-level command', () => {
    const spec = base([cmd('supabase-alpha', { tags: ['other-commands'] }), cmd('supabase-orphan')]);
    expect(() => groupCliCommands(spec)).toThrow('Commands missing from the reference: supabase-orphan');
  });
});
