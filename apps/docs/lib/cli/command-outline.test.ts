import { describe, expect, it } from 'vitest';
import { cliSpec } from '@/data/cli';
import { OUTLINE_PARTS, outlinePartId, outlinePartTitle } from './command-outline';

describe('command outline anchors', () => {
  it('names a part of a command section after the command', () => {
    expect(outlinePartId('supabase-db-push', 'flags')).toBe('supabase-db-push--flags');
    expect(outlinePartTitle('links')).toBe('See also');
  });

  it('never produces an anchor that is also a command id, nor the same anchor twice', () => {
    const commandIds = new Set(cliSpec.commands.map((command) => command.id));
    const anchors = cliSpec.commands.flatMap((command) =>
      OUTLINE_PARTS.map((part) => outlinePartId(command.id, part)),
    );
    expect(anchors.filter((anchor) => commandIds.has(anchor))).toEqual([]);
    expect(new Set(anchors).size).toBe(anchors.length);
  });
});
