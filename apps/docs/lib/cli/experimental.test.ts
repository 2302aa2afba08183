import { describe, expect, it } from 'vitest';
import { cliSpec, findCliCommand } from '@/data/cli';
import type { CliCommand } from '@/data/cli/cli-schema';
import { isExperimentalCommand, isExperimentalGroup, needsExperimentalBadge } from './experimental';

function command(id: string): CliCommand {
  const found = findCliCommand(id);
  if (!found) throw new Error(`no command ${id}`);
  return found;
}

describe('experimental detection', () => {
  it('marks a command that requires --experimental', () => {
    expect(isExperimentalCommand(command('supabase-storage-cp'))).toBe(true);
    expect(isExperimentalCommand(command('supabase-gen-keys'))).toBe(true);
  });

  it('does not mark a command without the flag', () => {
    expect(isExperimentalCommand(command('supabase-db-push'))).toBe(false);
  });

  it('marks a group whose subcommands are all experimental, and not a mixed one', () => {
    expect(isExperimentalGroup(command('supabase-branches'), findCliCommand)).toBe(true);
    expect(isExperimentalGroup(command('supabase-gen'), findCliCommand)).toBe(false);
  });

  it('badges exactly the experimental commands and groups of the data', () => {
    const badged = cliSpec.commands
      .filter((entry) => needsExperimentalBadge(entry, findCliCommand))
      .map((entry) => entry.title.replace('supabase ', ''));
    expect(badged.filter((title) => !title.includes(' ')).sort()).toEqual([
      'branches',
      'network-bans',
      'network-restrictions',
      'postgres-config',
      'ssl-enforcement',
      'storage',
      'vanity-subdomains',
    ]);
    expect(badged).toContain('gen keys');
    expect(badged).not.toContain('gen');
    expect(badged).toHaveLength(7 + 23);
  });
});
