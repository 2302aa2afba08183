// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ButtonCard } from './button-card';

afterEach(cleanup);

const icon = <svg data-testid="icon" />;

describe('<ButtonCard>', () => {
  it('is a single link whose name is its title and description', () => {
    render(
      <ButtonCard
        title="Creating a project"
        description="Set up a database in a minute."
        href="/guides/getting-started/creating-a-project"
        icon={icon}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/guides/getting-started/creating-a-project');
    expect(links[0]?.textContent).toBe('Creating a project Set up a database in a minute. ');
  });

  it('draws the icon in a 24px box hidden from assistive technology', () => {
    render(<ButtonCard title="CLI" href="/guides/cli" icon={icon} />);
    const box = screen.getByTestId('icon').parentElement;
    expect(box?.getAttribute('aria-hidden')).toBe('true');
    expect(box?.className.split(' ')).toEqual(expect.arrayContaining(['size-6', '[&_svg]:size-6']));
  });

  it('links to other sites with a plain anchor', () => {
    render(<ButtonCard title="Source" href="https://github.com/example/docs" />);
    expect(screen.getByRole('link', { name: 'Source' }).getAttribute('href')).toBe(
      'https://github.com/example/docs',
    );
  });
});
