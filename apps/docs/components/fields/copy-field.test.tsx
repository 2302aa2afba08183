// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyField } from './copy-field';

/** Stands in for the browser's Clipboard: keeps the text, or refuses as a page without permission would. */
class MemoryClipboard {
  text = '';
  constructor(private readonly refuse = false) {}
  async writeText(text: string): Promise<void> {
    if (this.refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
    this.text = text;
  }
  async readText(): Promise<string> {
    return this.text;
  }
}

function installClipboard(clipboard: MemoryClipboard | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
}

const url = 'https://abcdefghijklm.example.co';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  installClipboard(undefined);
  vi.useRealTimers();
});

async function pressCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
  });
}

describe('<CopyField>', () => {
  it('shows the value read-only under its label', () => {
    render(<CopyField label="Project URL" value={url} />);
    const input = screen.getByLabelText('Project URL') as HTMLInputElement;
    expect(input.value).toBe(url);
    expect(input.readOnly).toBe(true);
  });

  it('copies the value, says "Copied" for 3 seconds, then "Copy" again', async () => {
    const clipboard = new MemoryClipboard();
    installClipboard(clipboard);
    render(<CopyField label="Project URL" value={url} />);

    await pressCopy();
    expect(clipboard.text).toBe(url);
    expect(screen.getByRole('button').textContent).toBe('Copied');
    expect(screen.getByRole('status').textContent).toBe('Copied');

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('button').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button').textContent).toBe('Copy');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says "Failed to copy" when the clipboard refuses', async () => {
    installClipboard(new MemoryClipboard(true));
    render(<CopyField label="Project URL" value={url} />);
    await pressCopy();
    expect(screen.getByRole('button').textContent).toBe('Failed to copy');
    expect(screen.getByRole('status').textContent).toBe('Failed to copy');
  });

  it('says "Failed to copy" when the browser has no clipboard at all', async () => {
    installClipboard(undefined);
    render(<CopyField label="Project URL" value={url} />);
    await pressCopy();
    expect(screen.getByRole('button').textContent).toBe('Failed to copy');
  });
});
