import type * as React from 'react';
import { cn } from '@/lib/cn';

export type ButtonCardProps = {
  title: React.ReactNode;
  description?: React.ReactNode;
  href: string;
  /** Any icon element; it is drawn at 24px and hidden from assistive technology. */
  icon?: React.ReactNode;
  className?: string;
};

/** A card that is one link: icon, title and description all sit inside a single focusable anchor. */
export function ButtonCard({ title, description, href, icon, className }: ButtonCardProps) {
  const classes = cn(
    'group flex h-full gap-4 rounded-lg border border-border bg-card p-4 text-foreground no-underline transition-colors hover:border-primary hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
    className,
  );
  const body = (
    <>
      {icon ? (
        <span
          aria-hidden="true"
          data-slot="button-card-icon"
          className="flex size-6 shrink-0 items-center justify-center text-primary [&_img]:size-6 [&_svg]:size-6"
        >
          {icon}
        </span>
      ) : null}
      <span className="flex min-w-0 flex-col gap-1">
        <span className="font-medium group-hover:underline">{title}</span>
        {/* Spaces the flex boxes do not show, so the search index reads "title description" and keeps cards
            placed side by side apart, instead of gluing their words together. */}{' '}
        {description ? <span className="text-sm text-muted-foreground">{description}</span> : null}{' '}
      </span>
    </>
  );
  return (
    <a data-slot="button-card" href={href} className={classes}>
      {body}
    </a>
  );
}
