// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, buttonVariants } from './button';

afterEach(cleanup);

const variants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
const sizes = ['default', 'sm', 'lg', 'icon'] as const;

describe('<Button>', () => {
  it('renders a plain button (not a submit) with the default look', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset.variant).toBe('default');
    expect(button.dataset.size).toBe('default');
    expect(button.className).toContain('bg-primary');
    expect(button.className).toContain('focus-visible:ring-ring');
  });

  it('gives each variant its own data attribute and classes', () => {
    const seen = new Set<string>();
    for (const variant of variants) {
      render(<Button variant={variant}>{variant}</Button>);
      const button = screen.getByRole('button', { name: variant });
      expect(button.dataset.variant).toBe(variant);
      expect(button.className).toBe(buttonVariants({ variant }));
      seen.add(button.className);
    }
    expect(seen.size).toBe(variants.length);
    expect(screen.getByRole('button', { name: 'destructive' }).className).toContain('bg-destructive');
    expect(screen.getByRole('button', { name: 'link' }).className).toContain('hover:underline');
  });

  it('gives each size its own data attribute and classes', () => {
    const expected = { default: 'h-9', sm: 'h-8', lg: 'h-10', icon: 'size-9' };
    for (const size of sizes) {
      render(<Button size={size}>{size}</Button>);
      const button = screen.getByRole('button', { name: size });
      expect(button.dataset.size).toBe(size);
      expect(button.className.split(' ')).toContain(expected[size]);
    }
  });

  it('appends extra classes after the variant classes', () => {
    render(<Button className="min-w-24">Custom</Button>);
    const classes = screen.getByRole('button', { name: 'Custom' }).className.split(' ');
    expect(classes).toContain('min-w-24');
    expect(classes).toContain('bg-primary');
  });

  it('gives a link the look of a button through buttonVariants', () => {
    render(
      <a href="/guides" className={buttonVariants({ variant: 'outline' })}>
        Guides
      </a>,
    );
    const classes = screen.getByRole('link', { name: 'Guides' }).className.split(' ');
    expect(classes).toContain('border');
    expect(classes).not.toContain('bg-primary');
  });
});
