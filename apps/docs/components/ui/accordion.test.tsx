// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion, AccordionItem } from './accordion';

afterEach(cleanup);

function Faq({ type, defaultValue }: { type?: 'single' | 'multiple'; defaultValue?: string | string[] }) {
  return (
    <Accordion type={type} defaultValue={defaultValue}>
      <AccordionItem id="what-is-curl" header="What is cURL?">
        A command-line HTTP client.
      </AccordionItem>
      <AccordionItem id="joins" header="How do joins work?">
        Through embedded resources.
      </AccordionItem>
    </Accordion>
  );
}

const item = (header: string) => screen.getByText(header).closest('details') as HTMLDetailsElement;

describe('<Accordion>', () => {
  it('starts closed, opens on a click on its header and closes on a second click', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    expect(item('What is cURL?').open).toBe(false);
    await user.click(screen.getByText('What is cURL?'));
    expect(item('What is cURL?').open).toBe(true);
    await user.click(screen.getByText('What is cURL?'));
    expect(item('What is cURL?').open).toBe(false);
  });

  it('groups a single accordion under one name so the browser keeps one item open', () => {
    render(<Faq />);
    const name = item('What is cURL?').getAttribute('name');
    expect(name).toMatch(/^accordion-/);
    expect(item('How do joins work?').getAttribute('name')).toBe(name);
  });

  it('leaves the items of a multiple accordion independent', () => {
    render(<Faq type="multiple" defaultValue={['what-is-curl', 'joins']} />);
    expect(item('What is cURL?').hasAttribute('name')).toBe(false);
    expect(item('What is cURL?').open).toBe(true);
    expect(item('How do joins work?').open).toBe(true);
  });

  it('opens only the first default item of a single accordion', () => {
    render(<Faq defaultValue={['joins', 'what-is-curl']} />);
    expect(item('What is cURL?').open).toBe(true);
    expect(item('How do joins work?').open).toBe(false);
  });

  it('puts the given id on the item so a page can link to it', () => {
    const { container } = render(<Faq />);
    expect(container.querySelector('#what-is-curl')?.textContent).toContain('What is cURL?');
  });
});
