// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CliFlag } from '@/data/cli/cli-schema';
import { FlagsTable } from './flags-table';

afterEach(cleanup);

const flags: CliFlag[] = [
  {
    id: 'status',
    name: '--status <[ applied | reverted ]>',
    description: 'Required. `applied` inserts a history record; `reverted` deletes it.',
    default_value: '',
    required: true,
    accepted_values: [
      { id: 'applied', name: 'applied', type: 'string' },
      { id: 'reverted', name: 'reverted', type: 'string' },
    ],
  },
  {
    id: 'output',
    name: '-o, --output <[ env | pretty | json | toml | yaml ]>',
    description: 'Output format.',
    default_value: 'pretty',
    accepted_values: ['env', 'pretty', 'json', 'toml', 'yaml'].map((value) => ({
      id: value,
      name: value,
      type: 'string' as const,
    })),
  },
  { id: 'jobs', name: '-j, --jobs <uint>', description: 'Parallel transfers.', default_value: '1' },
];

function cellsOf(flag: string): string[] {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${flag}`) });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${flag}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('FlagsTable', () => {
  it('renders a required flag with its accepted values and no default', () => {
    render(
      <FlagsTable
        flags={flags}
        caption="Flags of supabase migration repair"
        anchorScope="supabase-migration-repair"
      />,
    );
    expect(cellsOf('--status')).toEqual(['enum', 'none', 'Required', 'appliedreverted']);
    const values = screen
      .getByRole('rowheader', { name: /^--status/ })
      .closest('tr')
      ?.querySelectorAll('td li');
    expect([...(values ?? [])].map((item) => item.textContent)).toEqual(['applied', 'reverted']);
  });

  it('renders an optional flag with its default and its short form', () => {
    render(<FlagsTable flags={flags} caption="Flags" anchorScope="supabase-migration-repair" />);
    expect(screen.getByRole('rowheader', { name: /^-o, --output/ })).toBeTruthy();
    expect(cellsOf('-o, --output')).toEqual(['enum', 'pretty', '', 'envprettyjsontomlyaml']);
  });

  it('leaves the Required and Accepted values cells blank for an optional flag without a set of values', () => {
    render(<FlagsTable flags={flags} caption="Flags" anchorScope="supabase-migration-repair" />);
    expect(cellsOf('-j, --jobs')).toEqual(['uint', '1', '', '']);
    expect(screen.queryByText('any')).toBeNull();
    expect(screen.queryByText('Optional')).toBeNull();
  });

  it('has no Accepted values column when no flag of the table has a set', () => {
    render(
      <FlagsTable
        flags={flags.filter((flag) => flag.id === 'jobs')}
        caption="Flags"
        anchorScope="supabase-migration-repair"
      />,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Flag',
      'Type',
      'Default',
      'Required',
    ]);
    expect(cellsOf('-j, --jobs')).toEqual(['uint', '1', '']);
  });

  it('renders inline code in the description', () => {
    render(<FlagsTable flags={flags} caption="Flags" anchorScope="supabase-migration-repair" />);
    const header = screen.getByRole('rowheader', { name: /^--status/ });
    expect(within(header).getByText('applied').tagName).toBe('CODE');
  });

  it('labels the table with its caption', () => {
    render(<FlagsTable flags={flags} caption="Global flags" anchorScope="supabase-migration-repair" />);
    expect(screen.getByRole('table', { name: 'Global flags' })).toBeTruthy();
  });

  it('gives each row an anchor and links the flag name to it', () => {
    render(<FlagsTable flags={flags} caption="Flags" anchorScope="supabase-migration-repair" />);
    const header = screen.getByRole('rowheader', { name: /^--status/ });
    expect(header.closest('tr')?.id).toBe('supabase-migration-repair--status');
    expect(within(header).getByRole('link', { name: '--status' }).getAttribute('href')).toBe(
      '#supabase-migration-repair--status',
    );
  });
});
