import { describe, expect, it } from 'vitest';
import { cliSpec, findCliCommand } from '@/data/cli';
import { groupCliCommands } from '@/lib/cli/command-groups';
import { cliCommandMarkdown, cliReferenceMarkdown } from './cli-markdown';
import { tagsOutsideCode } from './markup-check';
import { printMarkdown } from './mdx-to-markdown';

const options = {
  spec: cliSpec,
  groups: groupCliCommands(cliSpec),
  lookup: findCliCommand,
  siteUrl: 'https://docs.example.com',
};

describe('the CLI reference as Markdown', () => {
  const command = cliSpec.commands.find(
    (candidate) => candidate.flags.length > 0 && candidate.examples.length > 0,
  );
  if (!command) throw new Error('the CLI data has no command with flags and examples');
  const markdown = printMarkdown(cliCommandMarkdown(command, options));

  it('gives a command its title, summary, usage, a row per flag and each example with its output', () => {
    expect(markdown.startsWith(`# ${command.title}\n\n> `)).toBe(true);
    if (command.usage) expect(markdown).toContain(`## Usage\n\n\`\`\`bash\n${command.usage}\n\`\`\``);
    expect(markdown).toMatch(/^\| Flag +\| Description +\| Type +\| Default +\| Required +/m);
    for (const flag of command.flags) expect(markdown).toContain(`--${flag.id}\``);
    for (const example of command.examples) {
      expect(markdown).toContain(`**${example.name}**\n\n\`\`\`bash\n${example.code}\n\`\`\``);
      expect(markdown).toContain(`\`\`\`text\n${example.response}\n\`\`\``);
    }
    expect(markdown).toContain(`(https://docs.example.com/reference/cli/#${command.id})`);
  });

  it('lists every command of the data once in the one-page reference, with no markup left', () => {
    const reference = printMarkdown(cliReferenceMarkdown(options, 'Every command.'));
    expect(reference.startsWith('# CLI reference\n\n> Every command.\n')).toBe(true);
    for (const each of cliSpec.commands) {
      expect(reference.split(`\n### \`${each.title}\`\n`)).toHaveLength(2);
    }
    expect(tagsOutsideCode(reference)).toEqual([]);
  });
});
