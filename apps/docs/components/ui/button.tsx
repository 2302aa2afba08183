import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * Every look a button can take; the link and icon-only shapes reuse the same focus ring.
 * Buttons sit inside client widgets on every guide page, so this file stays tiny: the variants are plain
 * lookups (the same shape cva would build, without its runtime), joined with `cn` (which does not resolve
 * conflicts). Pass extra utilities in `className`, not ones that fight a variant.
 */
const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';

const variants = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
  outline: 'border border-border bg-background hover:bg-accent hover:text-accent-foreground',
  secondary: 'bg-muted text-foreground hover:bg-muted/80',
  ghost: 'hover:bg-accent hover:text-accent-foreground',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

const sizes = {
  default: 'h-9 px-4 py-2',
  sm: 'h-8 rounded-md px-3 text-xs',
  lg: 'h-10 rounded-md px-6',
  icon: 'size-9',
} as const;

type ButtonVariant = keyof typeof variants;
type ButtonSize = keyof typeof sizes;
export interface ButtonVariantProps {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
}

export function buttonVariants({ variant, size }: ButtonVariantProps = {}): string {
  return `${base} ${variants[variant ?? 'default']} ${sizes[size ?? 'default']}`;
}

/** A link that should look like a button takes `className={buttonVariants({ variant })}` on its own <a>. */
export type ButtonProps = React.ComponentProps<'button'> & ButtonVariantProps;

export function Button({ className, variant, size, type, ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'default'}
      // A plain <button> defaults to "submit"; inside a form that surprises people, so say "button" unless told.
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
