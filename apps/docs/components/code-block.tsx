import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CopyCodeButton } from './copy-code-button';

type CodeBlockProps = ComponentProps<'pre'> & {
  /** Shown above the code, e.g. a file name (```ts title="lib/client.ts"). */
  title?: ReactNode;
  /** "false" hides the copy button (```sh noCopy). */
  allowCopy?: boolean | 'false';
};

/** A highlighted code block (Shiki output from the build) with an optional title and a copy button. */
export function CodeBlock({ title, allowCopy = true, className, children, ...props }: CodeBlockProps) {
  const canCopy = allowCopy !== false && allowCopy !== 'false';
  return (
    <figure className="not-prose group relative my-5 overflow-hidden rounded-lg border border-border bg-code-bg">
      {title ? (
        <figcaption className="border-b border-border px-4 py-2 font-mono text-xs text-muted-foreground">
          {title}
        </figcaption>
      ) : null}
      {canCopy ? (
        <div className={cn('absolute right-2 z-10', title ? 'top-10' : 'top-2')}>
          <CopyCodeButton />
        </div>
      ) : null}
      <pre
        {...props}
        // Scrollable regions must be reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: horizontal scrolling needs focus
        tabIndex={0}
        className={cn('overflow-x-auto py-4 text-[13px] leading-6 [&_.line]:px-4', className)}
        style={{ ...props.style, backgroundColor: 'transparent' }}
      >
        {children}
      </pre>
    </figure>
  );
}
