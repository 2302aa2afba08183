import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { codeThemes } from '@/lib/mdx/code-themes';
import { CopyCodeButton } from './copy-code-button';

/** Shiki's per-theme background variables: unused, the frame paints the background (bg-code-bg). */
const SHIKI_BACKGROUNDS = ['--shiki-light-bg', '--shiki-dark-bg'];

function withoutBackgrounds(style: CSSProperties | undefined): CSSProperties | undefined {
  if (!style) return style;
  return Object.fromEntries(Object.entries(style).filter(([name]) => !SHIKI_BACKGROUNDS.includes(name)));
}

/** Shiki names its themes in classes (`shiki-themes github-light-…`); only `shiki` is styled (app/globals.css). */
const THEME_CLASSES = new Set<string>(['shiki-themes', codeThemes.light, codeThemes.dark]);

function withoutThemeNames(className: string | undefined): string | undefined {
  return className
    ?.split(/\s+/)
    .filter((name) => !THEME_CLASSES.has(name))
    .join(' ');
}

type CodeBlockProps = ComponentProps<'pre'> & {
  /** Shown above the code, e.g. the name of the reader's file (```ts title="client.ts"). */
  title?: ReactNode;
  /** "false" hides the copy button (```sh noCopy). */
  allowCopy?: boolean | 'false';
};

/**
 * A highlighted code block (Shiki output from the build) with an optional title and a copy button. The button
 * never covers code nor sits beside a line that runs under it: with a title it sits in the title bar; without
 * one, in a strip above the first line, and the code takes the block's whole width.
 */
export function CodeBlock({ title, allowCopy = true, className, children, ...props }: CodeBlockProps) {
  const canCopy = allowCopy !== false && allowCopy !== 'false';
  return (
    <figure className="code-figure">
      {title ? (
        <figcaption className={cn('code-caption', canCopy ? 'pr-12' : 'pr-4')}>{title}</figcaption>
      ) : null}
      {canCopy ? (
        <div className={cn('absolute z-10', title ? 'top-1 right-1.5' : 'top-1.5 right-1.5')}>
          <CopyCodeButton />
        </div>
      ) : null}
      <pre
        {...props}
        // Scrollable regions must be reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: horizontal scrolling needs focus
        tabIndex={0}
        className={cn('scroll-cue code-pre', canCopy && !title && 'pt-10', withoutThemeNames(className))}
        style={{ ...withoutBackgrounds(props.style), backgroundColor: 'transparent' }}
      >
        {children}
      </pre>
    </figure>
  );
}
