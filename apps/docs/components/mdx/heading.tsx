import type { ComponentProps } from 'react';
import { LinkIcon as Link2 } from '@/components/icons';
import { cn } from '@/lib/cn';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

const sizes: Record<HeadingTag, string> = {
  h1: 'text-3xl font-bold',
  h2: 'mt-10 mb-3 text-2xl font-semibold',
  h3: 'mt-8 mb-2 text-xl font-semibold',
  h4: 'mt-6 mb-2 text-lg font-semibold',
  h5: 'mt-4 mb-2 font-semibold',
  h6: 'mt-4 mb-2 font-semibold',
};

/**
 * A heading whose id (set from the slug at build time) is reachable through a visible link icon. The icon's
 * negative right margin cancels its width, so a hidden icon never moves to a line of its own and leaves an
 * empty line under a heading that just fits: it is drawn into the page's gutter instead, and the heading clips
 * what would go further (`overflow: clip` with a margin as wide as the gutter), so it never widens a phone's page.
 */
export function Heading({
  as: Tag,
  id,
  className,
  children,
  ...props
}: ComponentProps<'h2'> & { as: HeadingTag }) {
  return (
    <Tag
      id={id}
      className={cn('group overflow-clip [overflow-clip-margin:1rem]', sizes[Tag], className)}
      {...props}
    >
      {children}
      {id ? (
        <a
          href={`#${id}`}
          className="-mr-6 ml-2 inline-flex align-middle text-muted-foreground opacity-0 group-hover:opacity-100 focus-visible:opacity-100"
          aria-label="Link to this section"
          data-pagefind-ignore
        >
          <Link2 aria-hidden className="size-4" />
        </a>
      ) : null}
    </Tag>
  );
}
