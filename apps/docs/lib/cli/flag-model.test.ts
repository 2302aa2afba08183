import { describe, expect, it } from 'vitest';
import { cliSpec } from '@/data/cli';
import type { CliFlag } from '@/data/cli/cli-schema';
import { OUTLINE_PARTS, outlinePartId } from './command-outline';
import { displayDefault, flagAnchorId, hasValueSets, parseFlagName, toFlagRow } from './flag-model';

describe('parseFlagName', () => {
  it.each([
    [
      '--dry-run',
      { short: null, long: '--dry-run', type: { kind: 'boolean', label: 'boolean', choices: [] } },
    ],
    [
      '-p, --password <string>',
      { short: '-p', long: '--password', type: { kind: 'string', label: 'string', choices: [] } },
    ],
    [
      '-s, --schema <strings>',
      { short: '-s', long: '--schema', type: { kind: 'string-list', label: 'string[]', choices: [] } },
    ],
    [
      '-j, --jobs <uint>',
      { short: '-j', long: '--jobs', type: { kind: 'uint', label: 'uint', choices: [] } },
    ],
    [
      '--dns-resolver <[ native | https ]>',
      {
        short: null,
        long: '--dns-resolver',
        type: { kind: 'enum', label: 'enum', choices: ['native', 'https'] },
      },
    ],
    [
      '-t, --type <[ saml ]>',
      { short: '-t', long: '--type', type: { kind: 'enum', label: 'enum', choices: ['saml'] } },
    ],
  ])('reads "%s"', (name, expected) => {
    expect(parseFlagName(name)).toEqual(expected);
  });

  it('refuses something that is not a flag', () => {
    expect(() => parseFlagName('password')).toThrow('Not a flag name: "password"');
  });
});

describe('displayDefault', () => {
  it.each([
    ['', null],
    ['[]', null],
    ['false', 'false'],
    ['max-age=3600', 'max-age=3600'],
  ])('shows %j as %j', (raw, shown) => {
    expect(displayDefault(raw)).toBe(shown);
  });
});

describe('toFlagRow', () => {
  it('renders a flag with a default, a required marker and accepted values', () => {
    const flag: CliFlag = {
      id: 'status',
      name: '--status <[ applied | reverted ]>',
      description: 'Required. `applied` inserts a record; `reverted` deletes it.',
      default_value: '',
      required: true,
      accepted_values: [
        { id: 'applied', name: 'applied', type: 'string' },
        { id: 'reverted', name: 'reverted', type: 'string' },
      ],
    };
    expect(toFlagRow(flag)).toMatchObject({
      long: '--status',
      type: { label: 'enum' },
      defaultValue: null,
      required: true,
      acceptedValues: ['applied', 'reverted'],
    });
  });

  it('renders an optional flag with a real default and no accepted values', () => {
    const flag: CliFlag = {
      id: 'output',
      name: '-o, --output <[ env | pretty | json | toml | yaml ]>',
      description: 'Output format.',
      default_value: 'pretty',
    };
    expect(toFlagRow(flag)).toMatchObject({
      short: '-o',
      long: '--output',
      defaultValue: 'pretty',
      required: false,
      acceptedValues: ['env', 'pretty', 'json', 'toml', 'yaml'],
      suggestedValues: [],
    });
  });

  it('keeps suggested values apart from accepted ones', () => {
    const flag: CliFlag = {
      id: 'exclude',
      name: '-x, --exclude <strings>',
      description: 'Containers to skip.',
      default_value: '[]',
      suggested_values: [{ id: 'studio', name: 'studio', type: 'string' }],
    };
    expect(toFlagRow(flag)).toMatchObject({
      acceptedValues: [],
      suggestedValues: ['studio'],
      defaultValue: null,
    });
  });
});

describe('hasValueSets', () => {
  const row = (flag: Partial<CliFlag>) =>
    toFlagRow({ id: 'x', name: '--x <string>', description: 'X.', default_value: '', ...flag });

  it('is false when no flag of the table has accepted or suggested values', () => {
    expect(hasValueSets([row({}), row({ name: '--y' })])).toBe(false);
  });

  it('is true as soon as one flag has a set, from its name or its data', () => {
    expect(hasValueSets([row({}), row({ name: '--level <[ warning | error ]>' })])).toBe(true);
    expect(hasValueSets([row({ suggested_values: [{ id: 'a', name: 'a', type: 'string' }] })])).toBe(true);
  });
});

describe('flagAnchorId', () => {
  it('names a row by its command and the flag as typed', () => {
    expect(flagAnchorId('supabase-db-push', '--linked')).toBe('supabase-db-push--linked');
  });

  it('gives every flag row of the reference an anchor no command, part or other row uses', () => {
    const ids = [
      ...cliSpec.commands.map((command) => command.id),
      ...cliSpec.commands.flatMap((command) => OUTLINE_PARTS.map((part) => outlinePartId(command.id, part))),
      ...cliSpec.global_flags.map((flag) => flagAnchorId('global-flags', toFlagRow(flag).long)),
      ...cliSpec.commands.flatMap((command) =>
        command.flags.map((flag) => flagAnchorId(command.id, toFlagRow(flag).long)),
      ),
    ];
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
