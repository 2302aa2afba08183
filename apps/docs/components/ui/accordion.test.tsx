// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion, AccordionItem } from './accordion';

afterEach(cleanup);

function Faq({ type }: { type?: 'single' | 'multiple' }) {
  return (
    <Accordion type={type}>
      <AccordionItem id="what-is-curl" header="What is cURL?">
        A command-line HTTP client.
      </AccordionItem>
      <AccordionItem header="How do joins work?">Through embedded resources.</AccordionItem>
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('<Accordion>', () => {
  it('starts closed, opens on click and closes on a second click', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const button = trigger('What is cURL?');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('A command-line HTTP client.')).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.dataset.state).toBe('open');
    expect(screen.getByRole('region', { name: 'What is cURL?' }).textContent).toBe(
      'A command-line HTTP client.',
    );

    await user.click(button);
    expect(button.dataset.state).toBe('closed');
    expect(screen.queryByText('A command-line HTTP client.')).toBeNull();
  });

  it('opens and closes from the keyboard, and arrow keys move between headers', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.tab();
    expect(document.activeElement).toBe(trigger('What is cURL?'));

    await user.keyboard('{Enter}');
    expect(screen.getByText('A command-line HTTP client.')).toBeDefined();
    await user.keyboard(' ');
    expect(screen.queryByText('A command-line HTTP client.')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger('How do joins work?'));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Through embedded resources.')).toBeDefined();
  });

  it('keeps one item open at a time by default', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.click(trigger('What is cURL?'));
    await user.click(trigger('How do joins work?'));
    expect(trigger('What is cURL?').dataset.state).toBe('closed');
    expect(trigger('How do joins work?').dataset.state).toBe('open');
  });

  it('lets several items stay open when the type is multiple', async () => {
    const user = userEvent.setup();
    render(<Faq type="multiple" />);
    await user.click(trigger('What is cURL?'));
    await user.click(trigger('How do joins work?'));
    expect(trigger('What is cURL?').dataset.state).toBe('open');
    expect(trigger('How do joins work?').dataset.state).toBe('open');
  });

  it('puts the given id on the item so a page can link to it', () => {
    const { container } = render(<Faq />);
    expect(container.querySelector('#what-is-curl')?.textContent).toContain('What is cURL?');
  });
});
