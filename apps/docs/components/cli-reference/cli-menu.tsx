import { cliSpec } from '@/data/cli';
import { groupCliCommands } from '@/lib/cli/command-groups';
import { cn } from '@/lib/cn';
import { ExperimentalBadge } from './experimental-badge';

const INDENT = ['pl-2', 'pl-5', 'pl-8', 'pl-11'];

/**
 * Every command, by area, as in-page links. Rendered only on the server, inside <CliStaticMenu>: plain links
 * with no client components, so the browser gets them once, as HTML. The entry of the section in view is marked
 * (`aria-current="location"`, `data-active`) on the DOM by lib/cli/menu-marker.
 */
export function CliMenu() {
  return (
    <nav aria-label="CLI commands" className="text-sm">
      <a href="#introduction" className="block rounded-md px-2 py-1 font-medium hover:bg-muted">
        Introduction
      </a>
      {groupCliCommands(cliSpec).map((group) => (
        // data-cli-area / data-depth: on phones, areas without the current command fold (app/navigation.css).
        <div key={group.id} data-cli-area={group.id} className="mt-4">
          <a
            href={`#${group.id}`}
            className="block px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase hover:text-foreground"
          >
            {group.title}
          </a>
          <ul className="mt-1 flex flex-col gap-0.5">
            {group.entries.map((entry) => (
              <li key={entry.command.id} data-depth={entry.depth}>
                <a
                  href={`#${entry.command.id}`}
                  className={cn('cli-menu-link', INDENT[Math.min(entry.depth, INDENT.length - 1)])}
                >
                  {/* Labels wrap rather than being cut: a long command name breaks at its hyphens. */}
                  <span className="min-w-0 font-mono text-[13px] [overflow-wrap:anywhere]">
                    {entry.depth === 0 ? entry.command.title : entry.command.title.split(' ').slice(-1)[0]}
                  </span>
                  {entry.experimental && !entry.underExperimentalParent ? (
                    <ExperimentalBadge compact />
                  ) : null}
                  {entry.experimental && entry.underExperimentalParent ? (
                    <span className="sr-only"> (experimental)</span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
