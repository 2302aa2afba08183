import { describe, expect, it } from 'vitest';
import { cliSpec } from '@/data/cli';
import { groupCliCommands } from './command-groups';
import { commandNeighbours } from './command-neighbours';

const groups = groupCliCommands(cliSpec);

describe('commandNeighbours', () => {
  it('gives a subcommand its area, its parent and the subcommands beside it, itself included', () => {
    const around = commandNeighbours(groups, 'supabase-db-push');
    expect(around?.parent?.id).toBe('supabase-db');
    const siblings = around?.siblings.map((command) => command.id) ?? [];
    expect(siblings).toContain('supabase-db-push');
    expect(siblings).toContain('supabase-db-pull');
    expect(siblings.every((sibling) => sibling.startsWith('supabase-db-'))).toBe(true);
    expect(around?.children).toEqual([]);
  });

  it('gives a command that groups others its subcommands', () => {
    const around = commandNeighbours(groups, 'supabase-db');
    expect(around?.parent).toBeNull();
    expect(around?.children.map((command) => command.id)).toContain('supabase-db-push');
  });

  it('knows nothing of an id outside the reference', () => {
    expect(commandNeighbours(groups, 'supabase-nope')).toBeUndefined();
  });
});
