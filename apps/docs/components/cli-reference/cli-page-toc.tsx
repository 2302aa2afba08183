'use client';

import type { OutlineEntry } from '@/lib/cli/command-outline';
import { useActiveCliCommand } from './cli-scroll-spy';

export interface CommandOutline {
  title: string;
  area: OutlineEntry;
  parts: OutlineEntry[];
}

interface CliPageTocProps {
  /** The sections above the commands (installing, logging in, …), shown until a command is in view. */
  intro: OutlineEntry[];
  /** Areas of the page, shown under the introduction. */
  areas: OutlineEntry[];
  outlines: Record<string, CommandOutline>;
}

const linkClass = 'block py-0.5 text-muted-foreground hover:text-foreground';

/**
 * The CLI reference's right column: before any command is in view, the page's own sections; then the command
 * in view with its parts (usage, flags, examples…), following the scroll-spy.
 */
export function CliPageToc({ intro, areas, outlines }: CliPageTocProps) {
  const active = useActiveCliCommand();
  const outline = active ? outlines[active] : undefined;
  return (
    <nav aria-labelledby="cli-toc-heading" className="text-sm">
      <h2 id="cli-toc-heading" className="mb-2 font-semibold">
        On this page
      </h2>
      {outline && active ? (
        <div className="border-l border-border pl-3">
          <a href={`#${outline.area.id}`} className={`${linkClass} text-xs font-semibold uppercase`}>
            {outline.area.title}
          </a>
          <a
            href={`#${active}`}
            aria-current="true"
            className="mt-1 block py-0.5 font-mono text-[13px] font-medium text-foreground"
          >
            {outline.title}
          </a>
          <ul className="mt-1 flex flex-col gap-0.5 pl-3">
            {outline.parts.map((part) => (
              <li key={part.id}>
                <a href={`#${part.id}`} className={linkClass}>
                  {part.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className="flex flex-col gap-0.5 border-l border-border pl-3">
          {[...intro, ...areas].map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} className={linkClass}>
                {entry.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
