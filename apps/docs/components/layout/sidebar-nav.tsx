import type { Folder, Node, Root } from 'fumadocs-core/page-tree';
import { ChevronDownIcon } from '@/components/icons';
import { cn } from '@/lib/cn';
import { folderHolds } from '@/lib/layout/guide-index';
import { withTrailingSlash } from '@/lib/layout/trailing-slash';

interface SidebarNavProps {
  tree: Root;
  currentUrl: string;
}

function NavLink({ href, current, children }: { href: string; current: boolean; children: React.ReactNode }) {
  return (
    <a
      // Tree URLs have no trailing slash; the exported pages do (`trailingSlash: true`).
      href={withTrailingSlash(href)}
      aria-current={current ? 'page' : undefined}
      // One of two colour sets, never both: cn does not resolve conflicting utilities.
      className={cn(
        'block rounded-md px-2 py-1 text-sm',
        current
          ? 'bg-accent font-medium text-accent-foreground'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      {children}
    </a>
  );
}

function NavNodes({ nodes, currentUrl }: { nodes: Node[]; currentUrl: string }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {nodes.map((node, index) => {
        if (node.type === 'separator') {
          return (
            <li key={index} className="mt-3 px-2 text-xs font-semibold uppercase text-muted-foreground">
              {node.name}
            </li>
          );
        }
        if (node.type === 'folder') {
          return (
            <li key={index} className="mt-1">
              <NavFolder folder={node} currentUrl={currentUrl} nested />
            </li>
          );
        }
        return (
          <li key={node.url}>
            <NavLink href={node.url} current={node.url === currentUrl}>
              {node.name}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A section (or a sub-folder) folds: its heading link stays in place and a separate native <summary> beside it
 * opens and closes the pages below (Enter or Space by keyboard, no script). Only the folder that holds the
 * current page starts open, so a long section (19 social providers) never pushes the others off screen. The
 * link stays outside the <summary>, so a control never sits inside another.
 */
function NavFolder({ folder, currentUrl, nested }: { folder: Folder; currentUrl: string; nested?: boolean }) {
  const heading = folder.index ? (
    <NavLink href={folder.index.url} current={folder.index.url === currentUrl}>
      {folder.name}
    </NavLink>
  ) : (
    <span className="block px-2 py-1 text-sm">{folder.name}</span>
  );
  return (
    <div className={cn('relative', !nested && 'border-b border-border pb-3')}>
      <div className={cn('pr-8', !nested && '[&>a]:font-semibold [&>a]:text-foreground')}>{heading}</div>
      {folder.children.length > 0 ? (
        <details data-slot="nav-section" open={folderHolds(folder, currentUrl)}>
          <summary className="absolute top-0 right-0 flex size-7 cursor-pointer list-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground [&::-webkit-details-marker]:hidden">
            {/* The arrow follows its own <details> (› closed, ⌄ open), never an open section around it. */}
            <ChevronDownIcon className="size-4 -rotate-90 transition-transform [details[open]>summary>&]:rotate-0" />
            <span className="sr-only">{`${String(folder.name)} pages`}</span>
          </summary>
          <div className="mt-0.5 ml-2 border-l border-border pl-2">
            <NavNodes nodes={folder.children} currentUrl={currentUrl} />
          </div>
        </details>
      ) : null}
    </div>
  );
}

/** The guides navigation, rendered on the server from the content tree; the current page is marked. */
export function SidebarNav({ tree, currentUrl }: SidebarNavProps) {
  return (
    <nav aria-label="Guides" className="flex flex-col gap-3 text-sm">
      {tree.children.map((node, index) =>
        node.type === 'folder' ? (
          <NavFolder key={index} folder={node} currentUrl={currentUrl} />
        ) : (
          <NavNodes key={index} nodes={[node]} currentUrl={currentUrl} />
        ),
      )}
    </nav>
  );
}
