// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Admonition } from '@/components/admonition';
import { Alert, alertTypes } from './alert';

afterEach(cleanup);

describe('<Alert>', () => {
  it('stays visible with a closable option until "Dismiss" is pressed', async () => {
    const user = userEvent.setup();
    render(
      <Alert type="warning" title="Rate limited" closable>
        Use a custom SMTP server.
      </Alert>,
    );
    expect(screen.getByRole('note')).toHaveProperty(
      'textContent',
      'Warning: Rate limitedUse a custom SMTP server.',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText('Use a custom SMTP server.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('has no close button when it is not closable', () => {
    render(<Alert type="note" title="Heads up" description="Nothing to close here." />);
    expect(screen.getByText('Nothing to close here.')).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('accepts label as another name for title', () => {
    render(<Alert type="tip" label="Good to know" />);
    expect(screen.getByText('Good to know')).toBeDefined();
  });

  it('marks every type with data-type, and only destructive as an urgent alert', () => {
    for (const type of alertTypes) {
      const { container, unmount } = render(<Alert type={type} title="Title" />);
      const box = container.querySelector('[data-slot="alert"]');
      expect(box?.getAttribute('data-type')).toBe(type);
      expect(box?.getAttribute('role')).toBe(type === 'destructive' ? 'alert' : 'note');
      expect(box?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      unmount();
    }
  });

  it('names the type for screen readers when there is no title', () => {
    render(<Alert type="danger">Dropping the table deletes its rows.</Alert>);
    expect(screen.getByRole('note').textContent).toBe('DangerDropping the table deletes its rows.');
  });
});

describe('<Admonition>', () => {
  it('renders a note by default with its label and body', () => {
    render(<Admonition label="Before you start">You need a project.</Admonition>);
    const note = screen.getByRole('note');
    expect(note.getAttribute('data-type')).toBe('note');
    expect(note.textContent).toBe('Note: Before you startYou need a project.');
  });
});
