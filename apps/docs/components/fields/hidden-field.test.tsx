// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HiddenField, MAX_MASK_LENGTH, maskValue } from './hidden-field';

afterEach(cleanup);

const key = 'secret-anon-key';

describe('<HiddenField>', () => {
  it('shows one star per character and never the value before "Reveal"', () => {
    const { container } = render(<HiddenField label="anon key" value={key} />);
    expect(container.textContent).toContain('*'.repeat(key.length));
    expect(container.textContent).not.toContain(key);
    expect(screen.getByRole('group', { name: 'anon key' })).toBeDefined();
  });

  it('caps the stars for long values', () => {
    expect(maskValue('x'.repeat(300))).toBe('*'.repeat(MAX_MASK_LENGTH));
    expect(maskValue('abc')).toBe('***');
  });

  it('shows the value with a Copy button once "Reveal" is pressed, and focuses it', async () => {
    const user = userEvent.setup();
    const { container } = render(<HiddenField label="anon key" value={key} />);
    await user.click(screen.getByRole('button', { name: 'Reveal' }));

    const input = screen.getByLabelText('anon key') as HTMLInputElement;
    expect(input.value).toBe(key);
    expect(document.activeElement).toBe(input);
    expect(container.textContent).not.toContain('*');
    expect(screen.queryByRole('button', { name: 'Reveal' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDefined();
  });
});
