// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

afterEach(cleanup);

function BaseUrlDialog({ size }: { size?: 'tiny' | 'xxxlarge' }) {
  return (
    <Dialog>
      <DialogTrigger>Change base URL</DialogTrigger>
      <DialogContent size={size}>
        <DialogHeader>
          <DialogTitle>Base URL</DialogTitle>
          <DialogDescription>Used by the generated requests.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <button type="button">Save</button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('<Dialog>', () => {
  it('opens a labelled modal dialog from its trigger and closes with the "Close" button', async () => {
    const user = userEvent.setup();
    render(<BaseUrlDialog />);
    await user.click(screen.getByRole('button', { name: 'Change base URL' }));
    const dialog = screen.getByRole('dialog', { name: 'Base URL' });
    expect(dialog.dataset.state).toBe('open');
    expect(dialog.dataset.size).toBe('medium');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<BaseUrlDialog />);
    const trigger = screen.getByRole('button', { name: 'Change base URL' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('applies the requested size', async () => {
    const user = userEvent.setup();
    render(<BaseUrlDialog size="xxxlarge" />);
    await user.click(screen.getByRole('button', { name: 'Change base URL' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.dataset.size).toBe('xxxlarge');
    expect(dialog.className).toContain('max-w-7xl');
  });
});
