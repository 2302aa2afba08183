// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Combobox } from './combobox';

const options = Array.from({ length: 25 }, (_, index) => ({
  value: JSON.stringify([1, `ref-${index}`, `Org / Project ${index}`]),
  label: `Org / Project ${index}`,
}));

const TEXTS = {
  loading: 'Loading...',
  empty: 'No project found',
  placeholder: 'Select a project...',
  search: 'Search project...',
};

function Picker(props: { initial?: string; loading?: boolean; error?: string; list?: typeof options }) {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <Combobox
        label="Project"
        texts={TEXTS}
        options={props.list ?? options}
        value={value}
        onChange={setValue}
        loading={props.loading}
        error={props.error}
      />
      <output data-testid="chosen">{value ?? ''}</output>
    </>
  );
}

beforeAll(() => {
  // jsdom lays nothing out; Radix measures with ResizeObserver and options scroll into view.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(cleanup);

const trigger = () => screen.getByRole('combobox', { name: 'Project' });

describe('<Combobox>', () => {
  it('says "Select a project..." until something is chosen, then shows the choice', async () => {
    render(<Picker />);
    expect(trigger().textContent).toBe('Select a project...');
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: 'Org / Project 3' }));
    expect(trigger().textContent).toBe('Org / Project 3');
    expect(screen.getByTestId('chosen').textContent).toBe(options[3]?.value);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says "Loading..." or "No project found" and stays closed while it has nothing to offer', async () => {
    const { unmount } = render(<Picker loading />);
    expect(trigger().textContent).toBe('Loading...');
    expect((trigger() as HTMLButtonElement).disabled).toBe(true);
    unmount();
    render(<Picker list={[]} />);
    expect(trigger().textContent).toBe('No project found');
    expect((trigger() as HTMLButtonElement).disabled).toBe(true);
  });

  it('filters by the search box and says "No project found" when nothing matches', async () => {
    render(<Picker />);
    await userEvent.click(trigger());
    const search = screen.getByRole('combobox', { name: 'Search project...' });
    expect(search.getAttribute('placeholder')).toBe('Search project...');
    await userEvent.type(search, 'project 2');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Org / Project 2',
      'Org / Project 20',
      'Org / Project 21',
      'Org / Project 22',
      'Org / Project 23',
      'Org / Project 24',
    ]);
    await userEvent.type(search, 'x');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No project found').getAttribute('role')).toBe('status');
  });

  it('is driven by keyboard: arrows move the active option, Enter picks it, focus returns', async () => {
    render(<Picker initial={options[1]?.value} />);
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    const search = screen.getByRole('combobox', { name: 'Search project...' });
    expect(document.activeElement).toBe(search);
    const active = () => document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    // Opens on the selected option.
    expect(active()?.textContent).toBe('Org / Project 1');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()?.textContent).toBe('Org / Project 3');
    await userEvent.keyboard('{End}');
    expect(active()?.textContent).toBe('Org / Project 24');
    await userEvent.keyboard('{Enter}');
    expect(trigger().textContent).toBe('Org / Project 24');
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on Escape without changing the choice', async () => {
    render(<Picker initial={options[0]?.value} />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toBe('Org / Project 0');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a load error on the disabled trigger', () => {
    render(<Picker error="Couldn't load branches" />);
    expect(trigger().textContent).toBe("Couldn't load branches");
    expect((trigger() as HTMLButtonElement).disabled).toBe(true);
  });
});
