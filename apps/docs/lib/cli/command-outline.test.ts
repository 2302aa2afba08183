import { describe, expect, it } from 'vitest';
import { cliSpec, findCliCommand } from '@/data/cli';
import { commandOutline, outlinePartId } from './command-outline';

function outlineOf(id: string) {
  const command = findCliCommand(id);
  if (!command) throw new Error(`no command ${id}`);
  return commandOutline(command);
}

describe('commandOutline', () => {
  it('lists the parts of a command in page order, each with its anchor', () => {
    expect(outlineOf('supabase-db-pull')).toEqual([
      { id: 'supabase-db-pull--usage', title: 'Usage' },
      { id: 'supabase-db-pull--flags', title: 'Flags' },
      { id: 'supabase-db-pull--examples', title: 'Examples' },
      { id: 'supabase-db-pull--links', title: 'See also' },
    ]);
  });

  it('leaves out the parts a command does not have', () => {
    const titles = outlineOf('supabase-migration').map((entry) => entry.title);
    expect(titles).toContain('Subcommands');
    expect(titles).not.toContain('Examples');
  });

  it('never produces an anchor that is also a command id', () => {
    const commandIds = new Set(cliSpec.commands.map((command) => command.id));
    for (const command of cliSpec.commands) {
      for (const entry of commandOutline(command)) expect(commandIds.has(entry.id)).toBe(false);
    }
    expect(outlinePartId('supabase-db', 'usage')).toBe('supabase-db--usage');
  });
});
