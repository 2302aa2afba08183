// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cliSpec, findCliCommand } from '@/data/cli';
import rawCliSpec from '@/data/cli/cli-spec.json';
import { type CliMenuEntry, groupCliCommands } from '@/lib/cli/command-groups';
import { CommandSection } from './command-section';

afterEach(cleanup);

const entries = new Map(
  groupCliCommands(cliSpec)
    .flatMap((group) => group.entries)
    .map((entry): [string, CliMenuEntry] => [entry.command.id, entry]),
);

function renderSection(id: string): HTMLElement {
  const entry = entries.get(id);
  if (!entry) throw new Error(`no command ${id}`);
  const { container } = render(<CommandSection entry={entry} />);
  const section = container.querySelector('section');
  if (!section) throw new Error('no section rendered');
  return section;
}

describe('CommandSection', () => {
  it('is a section with the command id, labelled by the command title', () => {
    renderSection('supabase-db-push');
    const section = screen.getByRole('region', { name: 'supabase db push' });
    expect(section.id).toBe('supabase-db-push');
    expect(within(section).getByRole('link', { name: 'Link to supabase db push' }).getAttribute('href')).toBe(
      '#supabase-db-push',
    );
  });

  it('shows the usage in a code block with a copy button', () => {
    const section = renderSection('supabase-db-push');
    const codes = [...section.querySelectorAll('pre code')].map((code) => code.textContent);
    expect(codes).toContain('supabase db push [flags]');
    expect(within(section).getAllByRole('button', { name: 'Copy code' }).length).toBeGreaterThan(0);
  });

  it('links each subcommand to its section on the same page', () => {
    const section = renderSection('supabase-migration');
    const links = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('#supabase-migration-'));
    expect(links).toEqual([
      '#supabase-migration-list',
      '#supabase-migration-new',
      '#supabase-migration-repair',
      '#supabase-migration-squash',
      '#supabase-migration-up',
    ]);
    for (const href of links) expect(entries.has(href?.slice(1) ?? '')).toBe(true);
  });

  it('shows examples as tabs, one per example', () => {
    const section = renderSection('supabase-db-pull');
    expect(
      within(section)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pull the hosted schema', 'When nothing changed', 'Pull changes to the auth schema']);
  });

  it('shows a single example as a plain block under its name, without a tab bar', () => {
    const section = renderSection('supabase-inspect-db-bloat');
    expect(within(section).queryByRole('tablist')).toBeNull();
    expect(within(section).queryByRole('tab')).toBeNull();
    const example = section.querySelector('[data-example="basic-usage"]');
    expect(example?.querySelector('p')?.textContent).toBe('Estimate bloat');
    const response = section.querySelector('[data-example-response="basic-usage"] pre');
    expect(response?.textContent).toBe(findCliCommand('supabase-inspect-db-bloat')?.examples[0]?.response);
  });

  it('keeps the leading spaces of every example response in the rendered block', () => {
    // Compared with the raw JSON, not the parsed data, so a schema that trims text would fail here too.
    for (const command of rawCliSpec.commands.filter((entry) => entry.examples.length > 0)) {
      const section = renderSection(command.id);
      for (const example of command.examples) {
        const pre = section.querySelector(`[data-example-response="${example.id}"] pre`);
        expect(pre?.textContent, `${command.id} › ${example.id}`).toBe(example.response);
      }
      cleanup();
    }
  }, 30_000); // renders every command with examples: seconds on a busy machine

  it('carries the Experimental badge only on commands that need --experimental', () => {
    expect(within(renderSection('supabase-storage-cp')).getByText('Experimental')).toBeTruthy();
    cleanup();
    expect(within(renderSection('supabase-db-push')).queryByText('Experimental')).toBeNull();
  });
});
