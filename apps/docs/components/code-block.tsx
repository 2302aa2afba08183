import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CopyCodeButton } from './copy-code-button';

type CodeBlockProps = ComponentProps<'pre'> & {
  /** Shown above the code, e.g. a file name (```ts title="lib/client.ts"). */
  title?: ReactNode;
  /** "false" hides the copy button (```sh noCopy). */
  allowCopy?: boolean | 'false';
};

/**
 * A highlighted code block (Shiki output from the build) with an optional title and a copy button. The button
 * never covers code: with a title it sits in the title bar; without one, the code's scroll box stops short of
 * a right-hand gutter that holds it.
 */
export function CodeBlock({ title, allowCopy = true, className, children, ...props }: CodeBlockProps) {
  const canCopy = allowCopy !== false && allowCopy !== 'false';
  return (
    <figure className="not-prose group relative my-5 overflow-hidden rounded-lg border border-border bg-code-bg">
      {title ? (
        <figcaption
          className={cn(
            'flex min-h-10 items-center border-b border-border py-1 pl-4 font-mono text-xs text-muted-foreground',
            canCopy ? 'pr-12' : 'pr-4',
          )}
        >
          {title}
        </figcaption>
      ) : null}
      {canCopy ? (
        <div className={cn('absolute z-10', title ? 'top-1 right-1.5' : 'top-2 right-1')}>
          <CopyCodeButton />
        </div>
      ) : null}
      <pre
        {...props}
        // Scrollable regions must be reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: horizontal scrolling needs focus
        tabIndex={0}
        className={cn(
          'scroll-cue overflow-x-auto py-4 text-[13px] leading-6 [--cue-bg:var(--code-bg)] [&_.line]:px-4',
          canCopy && !title && 'mr-10',
          className,
        )}
        style={{ ...props.style, backgroundColor: 'transparent' }}
      >
        {children}
      </pre>
    </figure>
  );
}
