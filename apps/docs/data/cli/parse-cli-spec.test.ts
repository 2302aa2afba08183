import { describe, expect, it } from 'vitest';
import type { CliCommand, CliSpec } from './cli-schema';
import rawCliSpec from './cli-spec.json';
import { CliSpecError, parseCliSpec } from './parse-cli-spec';

/** The JSON import is typed as a union of literal shapes; edit copies through the schema's types instead. */
type Raw = CliSpec;
type RawCommand = CliCommand;

function copyOfData(): Raw {
  return structuredClone(rawCliSpec) as unknown as Raw;
}

/** A deep copy of the real data with one command changed, so each case breaks exactly one thing. */
function withCommand(id: string, change: (command: RawCommand) => void): Raw {
  const copy = copyOfData();
  const command = copy.commands.find((entry) => entry.id === id);
  if (!command) throw new Error(`fixture: no command ${id}`);
  change(command);
  return copy;
}

function problemsOf(input: unknown): readonly string[] {
  try {
    parseCliSpec(input);
  } catch (error) {
    if (error instanceof CliSpecError) return error.problems;
    throw error;
  }
  throw new Error('expected the data to be rejected');
}

describe('parseCliSpec', () => {
  it('accepts the committed CLI reference data', () => {
    expect(parseCliSpec(rawCliSpec).commands).toHaveLength(124);
  });

  it('keeps example output byte for byte, leading spaces included', () => {
    const spec = parseCliSpec(rawCliSpec);
    const raw = copyOfData();
    const responses = (data: Raw) =>
      data.commands.flatMap((command) => command.examples.map((e) => e.response));
    expect(responses(spec)).toEqual(responses(raw));
    const bloat = spec.commands.find((command) => command.id === 'supabase-inspect-db-bloat');
    expect(bloat?.examples[0]?.response).toMatch(/^ {2}TYPE {2}│/);
  });

  it('rejects an example whose response is only whitespace', () => {
    const input = withCommand('supabase-db-push', (command) => {
      const example = command.examples[0];
      if (example) example.response = ' \n ';
    });
    expect(problemsOf(input)).toEqual([
      expect.stringMatching(/"supabase-db-push" › examples\[0\] "basic-usage" › response: must not be empty/),
    ]);
  });

  it('rejects a command without a summary and names the command and the field', () => {
    const input = withCommand('supabase-db-push', (command) => {
      delete (command as Partial<RawCommand>).summary;
    });
    expect(problemsOf(input)).toEqual([
      expect.stringMatching(/commands\[\d+\] "supabase-db-push" › summary: /),
    ]);
  });

  it('rejects a flag without a description and names the command and the flag', () => {
    const input = withCommand('supabase-db-push', (command) => {
      const flag = command.flags.find((entry) => entry.id === 'dry-run');
      if (flag) flag.description = '   ';
    });
    expect(problemsOf(input)).toEqual([
      expect.stringMatching(/"supabase-db-push" › flags\[\d+\] "dry-run" › description: must not be empty/),
    ]);
  });

  it('rejects a duplicate command id', () => {
    const input = copyOfData();
    const first = input.commands[0];
    if (!first) throw new Error('fixture: no commands');
    input.commands.push(structuredClone(first));
    expect(problemsOf(input)).toContain(
      `commands[${input.commands.length - 1}] "${first.id}" › id: duplicate command id "${first.id}"`,
    );
  });

  it('rejects a duplicate flag id within one command', () => {
    const input = withCommand('supabase-status', (command) => {
      const flag = command.flags[0];
      if (flag) command.flags.push(structuredClone(flag));
    });
    expect(problemsOf(input)).toEqual([
      expect.stringContaining('"supabase-status" › flags[2] "output" › id: duplicate flag id'),
    ]);
  });

  it('rejects a subcommand that does not exist', () => {
    const input = withCommand('supabase-db', (command) => {
      command.subcommands.push('supabase-db-explode');
    });
    expect(problemsOf(input)).toEqual([
      expect.stringMatching(/"supabase-db" › subcommands\[7\]: unknown subcommand "supabase-db-explode"/),
    ]);
  });

  it('rejects an internal link to an anchor that is not a command', () => {
    const input = withCommand('supabase-db-push', (command) => {
      command.links.push({ name: 'Nowhere', link: '/reference/cli#supabase-db-teleport' });
    });
    expect(problemsOf(input)).toEqual([
      expect.stringContaining(
        '"supabase-db-push" › links[3] "Nowhere" › link: link target "#supabase-db-teleport"',
      ),
    ]);
  });

  it('rejects internal links outside the reference page and plain-http links', () => {
    const input = withCommand('supabase-start', (command) => {
      command.links.push({ name: 'Guide', link: '/guides/cli/local-development' });
      command.links.push({ name: 'Insecure', link: 'http://example.com' });
    });
    expect(problemsOf(input)).toHaveLength(2);
  });

  it('rejects a flag name that is not in "-s, --long <type>" form', () => {
    const input = withCommand('supabase-db-push', (command) => {
      const flag = command.flags[0];
      if (flag) flag.name = 'db-url';
    });
    expect(problemsOf(input)).toEqual([
      expect.stringContaining('"supabase-db-push" › flags[0] "db-url" › name:'),
    ]);
  });

  it('rejects a title that does not match the id', () => {
    const input = withCommand('supabase-db-push', (command) => {
      command.title = 'supabase db pull';
    });
    expect(problemsOf(input)).toEqual([
      expect.stringContaining('"supabase-db-push" › id: id does not match title'),
    ]);
  });

  it('puts every problem in the thrown message', () => {
    const input = withCommand('supabase-login', (command) => {
      command.description = '';
      command.subcommands.push('supabase-login-twice');
    });
    expect(() => parseCliSpec(input, 'cli-spec.json')).toThrowError(
      /^cli-spec\.json is invalid:\n {2}- commands\[/,
    );
  });
});
