// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ValueField } from './value-field';

/** Keeps what is written, as the browser's clipboard would. */
const clipboard = {
  text: '',
  async writeText(text: string) {
    this.text = text;
  },
};

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Labelled({ value }: { value: string | undefined }) {
  return (
    <>
      <h3 id="title">Project URL</h3>
      <ValueField value={value} labelledBy="title" />
    </>
  );
}

describe('<ValueField>', () => {
  it('shows the value read-only, named by the heading', () => {
    render(<Labelled value="https://abc.supabase.co" />);
    const input = screen.getByRole('textbox', { name: 'Project URL' }) as HTMLInputElement;
    expect(input.value).toBe('https://abc.supabase.co');
    expect(input.readOnly).toBe(true);
  });

  it('says "Loading..." and cannot be copied while the value loads', () => {
    render(<Labelled value={undefined} />);
    expect(screen.getByRole('textbox').getAttribute('placeholder')).toBe('Loading...');
    expect((screen.getByRole('button', { name: 'Copy' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('copies, says "Copied" for one second, then "Copy" again', async () => {
    render(<Labelled value="anon.key" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(clipboard.text).toBe('anon.key');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
