import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliFlag } from './cli-schema';
import { cliSpec } from './index';

/**
 * The facts file is the source of truth for everything that is not prose: a verbatim copy of the CLI v1.163.6
 * facts, `cli-1.163.6.json` (see README.md beside it), kept in the repository so a clone anywhere can run this
 * test.
 */
const factsPath = fileURLToPath(new URL('./cli-1.163.6.facts.json', import.meta.url));

interface FactsFlag {
  name: string;
  default_value: string;
  required?: boolean;
  accepted_values?: string[];
  suggested_values?: string[];
}

interface FactsCommand {
  id: string;
  title: string;
  tag: string | null;
  usage: string | null;
  group_only: boolean;
  flags: FactsFlag[];
  subcommands: string[];
}

interface Facts {
  cli: string;
  version: string;
  tags: { id: string; title: string }[];
  global_flags: FactsFlag[];
  commands: FactsCommand[];
}

const facts = JSON.parse(readFileSync(factsPath, 'utf8')) as Facts;

/** Projects one of our flags onto the facts file's shape, keeping optional keys absent rather than undefined. */
function asFactsFlag(flag: CliFlag): FactsFlag {
  return {
    name: flag.name,
    default_value: flag.default_value,
    ...(flag.required !== undefined && { required: flag.required }),
    ...(flag.accepted_values && { accepted_values: flag.accepted_values.map((value) => value.name) }),
    ...(flag.suggested_values && { suggested_values: flag.suggested_values.map((value) => value.name) }),
  };
}

const dataById = new Map(cliSpec.commands.map((command) => [command.id, command]));

describe('CLI reference data against the facts file', () => {
  it('has the same CLI name and version', () => {
    expect({ cli: cliSpec.id, version: cliSpec.version }).toEqual({ cli: facts.cli, version: facts.version });
  });

  it('has the same tags with the same titles, in order', () => {
    expect(cliSpec.tags.map(({ id, title }) => ({ id, title }))).toEqual(facts.tags);
  });

  it('has the same global flags, defaults and accepted values', () => {
    expect(cliSpec.global_flags.map(asFactsFlag)).toStrictEqual(facts.global_flags);
  });

  it('has exactly the commands of the facts file (124, of which 23 only group subcommands)', () => {
    expect([...dataById.keys()].sort()).toEqual(facts.commands.map((command) => command.id).sort());
    expect(cliSpec.commands).toHaveLength(124);
    expect(cliSpec.commands.filter((command) => command.usage === null)).toHaveLength(23);
  });

  it('has the 268 per-command flag entries of the facts file', () => {
    const count = (list: readonly { flags: readonly unknown[] }[]) =>
      list.reduce((sum, command) => sum + command.flags.length, 0);
    expect(count(cliSpec.commands)).toBe(count(facts.commands));
    expect(count(cliSpec.commands)).toBe(268);
  });

  describe.each(facts.commands.map((command) => [command.id, command] as const))('%s', (id, expected) => {
    const actual = dataById.get(id);

    it('matches title, tag, usage and group-only marker', () => {
      expect({
        title: actual?.title,
        tag: actual?.tags[0] ?? null,
        usage: actual?.usage,
        group_only: actual?.usage === null,
      }).toEqual({
        title: expected.title,
        tag: expected.tag,
        usage: expected.usage,
        group_only: expected.group_only,
      });
    });

    it('lists the same subcommands in the same order', () => {
      expect(actual?.subcommands).toEqual(expected.subcommands);
    });

    it('has the same flags: names, defaults, required markers, accepted and suggested values', () => {
      expect(actual?.flags.map(asFactsFlag)).toStrictEqual(expected.flags);
    });
  });
});
