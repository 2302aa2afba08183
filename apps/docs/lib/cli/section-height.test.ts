import { describe, expect, it } from 'vitest';
import { type CliCommand, cliSpec, findCliCommand } from '@/data/cli';
import { estimateSectionHeight } from './section-height';

function command(overrides: Partial<CliCommand> = {}): CliCommand {
  return {
    id: 'supabase-demo',
    title: 'supabase demo',
    summary: 'Runs the demo.',
    description: 'Runs the demo.',
    tags: [],
    links: [],
    usage: null,
    subcommands: [],
    examples: [],
    flags: [],
    ...overrides,
  };
}

const plain = { experimental: false, subcommands: [] };

describe('estimateSectionHeight', () => {
  it('grows with every part a section shows', () => {
    const base = estimateSectionHeight(command(), plain);
    const flag = {
      id: 'linked',
      name: '--linked',
      description: 'Pushes to the linked project.',
      default_value: 'true',
    };
    const example = { id: 'basic', name: 'Basic', code: 'supabase demo', response: 'Done.' };
    const parts: Partial<CliCommand>[] = [
      { description: `${'A long description. '.repeat(20)}\n\nAnd a second paragraph.` },
      { usage: 'supabase demo [flags]' },
      { flags: [flag] },
      { examples: [example] },
      { links: [{ name: 'Guide', link: 'https://example.com/guide' }] },
    ];
    for (const part of parts) expect(estimateSectionHeight(command(part), plain)).toBeGreaterThan(base);
    const listed = estimateSectionHeight(command(), { experimental: false, subcommands: [command()] });
    expect(listed).toBeGreaterThan(base);
  });

  it('counts every line of a code block, which scrolls sideways rather than wrapping', () => {
    const one = estimateSectionHeight(command({ usage: 'supabase demo' }), plain);
    const three = estimateSectionHeight(command({ usage: 'supabase demo \\\n  --a \\\n  --b' }), plain);
    expect(three - one).toBeGreaterThanOrEqual(2 * 24);
  });

  it('gives every command of the reference a whole number of pixels between 200 and 4000', () => {
    for (const entry of cliSpec.commands) {
      const subcommands = entry.subcommands.map(findCliCommand).filter((sub) => sub !== undefined);
      const height = estimateSectionHeight(entry, { experimental: false, subcommands });
      expect(Number.isInteger(height)).toBe(true);
      expect(height).toBeGreaterThan(200);
      expect(height).toBeLessThan(4000);
    }
  });
});
