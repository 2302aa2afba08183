// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Keeps what is written, or refuses as a browser without clipboard permission does. */
function memoryClipboard(refuse = false) {
  const written: string[] = [];
  return {
    written,
    write: async (text: string) => {
      if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
      written.push(text);
    },
  };
}

async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('<CopyButton>', () => {
  it('as an icon, is named by its label, then by the result, with the state in data-state', async () => {
    const clipboard = memoryClipboard();
    render(
      <CopyButton value="select 1" label="Copy HTTP" iconOnly feedbackMs={1000} write={clipboard.write} />,
    );
    const button = screen.getByRole('button', { name: 'Copy HTTP' });
    expect(button.title).toBe('Copy HTTP');
    expect(button.textContent).toBe('');

    await click(button);
    expect(clipboard.written).toEqual(['select 1']);
    expect(screen.getByRole('button', { name: 'Copied' }).dataset.state).toBe('copied');
    expect(screen.getByRole('status').textContent).toBe('Copied');

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Copy HTTP' }).dataset.state).toBe('idle');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('reads the text from the button when given a function (a code block copies its own code)', async () => {
    const clipboard = memoryClipboard();
    render(
      <figure>
        <CopyButton
          value={(button) => button.closest('figure')?.querySelector('code')?.textContent ?? ''}
          feedbackMs={2000}
          write={clipboard.write}
        />
        <pre>
          <code>ls -la</code>
        </pre>
      </figure>,
    );
    await click(screen.getByRole('button', { name: 'Copy' }));
    expect(clipboard.written).toEqual(['ls -la']);
  });

  it('says "Failed to copy" in its text and its status when the clipboard refuses', async () => {
    render(<CopyButton value="x" feedbackMs={3000} write={memoryClipboard(true).write} />);
    await click(screen.getByRole('button', { name: 'Copy' }));
    const button = screen.getByRole('button', { name: 'Failed to copy' });
    expect(button.textContent).toBe('Failed to copy');
    expect(button.dataset.state).toBe('failed');
    expect(screen.getByRole('status').textContent).toBe('Failed to copy');
  });
});
