import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const INDENT = ['pl-2', 'pl-5', 'pl-8', 'pl-11'];

export interface ReferenceMenuEntry {
  id: string;
  /** 0 for a top-level entry; a CLI subcommand sits one level under its parent. */
  depth: number;
  label: ReactNode;
  /** Shown after the label inside the link (the CLI's experimental badge). */
  after?: ReactNode;
}

export interface ReferenceMenuGroup {
  id: string;
  title: string;
  entries: readonly ReferenceMenuEntry[];
}

/**
 * Every entry of a reference, by group, as in-page links. Rendered only on the server, inside
 * <ReferenceStaticMenu>: plain links with no client components, so the browser gets them once, as HTML. The
 * entry of the section in view is marked (`aria-current="location"`, `data-active`) on the DOM by
 * lib/reference/menu-marker. The `cli-` names of the attributes and the link class come from the CLI
 * reference, which had them first; the styles and browser tests read them.
 */
export function ReferenceMenu({ label, groups }: { label: string; groups: readonly ReferenceMenuGroup[] }) {
  return (
    <nav aria-label={label} className="text-sm">
      <a href="#introduction" className="block rounded-md px-2 py-1 font-medium hover:bg-muted">
        Introduction
      </a>
      {groups.map((group) => (
        // data-cli-area / data-depth: on phones, groups without the current entry fold (app/navigation.css).
        <div key={group.id} data-cli-area={group.id} className="mt-4">
          <a
            href={`#${group.id}`}
            className="block px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase hover:text-foreground"
          >
            {group.title}
          </a>
          <ul className="mt-1 flex flex-col gap-0.5">
            {group.entries.map((entry) => (
              <li key={entry.id} data-depth={entry.depth}>
                <a
                  href={`#${entry.id}`}
                  className={cn('cli-menu-link', INDENT[Math.min(entry.depth, INDENT.length - 1)])}
                >
                  {/* Labels wrap rather than being cut: a long name breaks, e.g. at a command's hyphens. */}
                  <span className="min-w-0 font-mono text-[13px] [overflow-wrap:anywhere]">
                    {entry.label}
                  </span>
                  {entry.after}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
