import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { codeThemes } from '@/lib/mdx/code-themes';
import { runSqlMessages } from '@/lib/run-sql/messages';
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
  /** The block's number in the page when the reader may run it (set at build by lib/run-sql/shiki-run-sql.ts). */
  'data-run-sql'?: string;
  /**
   * What makes the Run button work, from the guides' MDX map (components/mdx/mdx-components.tsx): passed in so
   * this block, which the references use too, does not import the guides' on-demand widgets.
   */
  runHost?: ReactNode;
};

/**
 * A highlighted code block (Shiki output from the build) with an optional title and a copy button. The button
 * never covers code nor sits beside a line that runs under it: with a title it sits in the title bar; without
 * one, in a strip above the first line, and the code takes the block's whole width.
 */
export function CodeBlock({
  title,
  allowCopy = true,
  className,
  children,
  'data-run-sql': runSql,
  runHost,
  ...props
}: CodeBlockProps) {
  const canCopy = allowCopy !== false && allowCopy !== 'false';
  return (
    <figure className="code-figure" data-run-sql-block={runSql}>
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
      {runSql === undefined ? null : <RunSqlBar host={runHost} />}
    </figure>
  );
}

/**
 * The Run button of a SQL block the reader may run, in the page's HTML: no script of its own. Its listener loads
 * after `load` (lib/run-sql/controller.ts); the runner, PGlite and the page's SQL only when it is used. The
 * empty slot below takes the editor and the result.
 */
function RunSqlBar({ host }: { host: ReactNode }) {
  return (
    <>
      <div className="flex items-center gap-3 border-t border-border px-3 py-2">
        <button
          type="button"
          data-run-sql=""
          data-replay-click="host"
          aria-keyshortcuts="Control+Enter Meta+Enter"
          className="inline-flex h-8 items-center rounded-md bg-primary px-3 text-xs font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {runSqlMessages.run}
        </button>
        <span className="text-xs text-muted-foreground">{runSqlMessages.barHint}</span>
      </div>
      <div data-run-sql-slot="" hidden />
      {host}
    </>
  );
}
