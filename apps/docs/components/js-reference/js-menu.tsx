import { findJsMethod, jsReferenceGroups } from '@/data/js-reference';
import { methodLabel } from '@/lib/js-reference/signature';

/**
 * Every method, by group, as in-page links. Rendered only on the server, inside <JsStaticMenu>, with the CLI
 * menu's classes and attributes, so its styles, phone folding and active mark (lib/cli/menu-marker) apply.
 */
export function JsMenu() {
  return (
    <nav aria-label="supabase-js methods" className="text-sm">
      <a href="#introduction" className="block rounded-md px-2 py-1 font-medium hover:bg-muted">
        Introduction
      </a>
      {jsReferenceGroups.map((group) => (
        <div key={group.id} data-cli-area={group.id} className="mt-4">
          <a
            href={`#${group.id}`}
            className="block px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase hover:text-foreground"
          >
            {group.title}
          </a>
          <ul className="mt-1 flex flex-col gap-0.5">
            {group.entries.map((entry) => {
              const method = findJsMethod(entry.id);
              return (
                <li key={entry.id} data-depth="0">
                  <a href={`#${entry.id}`} className="cli-menu-link pl-2">
                    <span className="min-w-0 font-mono text-[13px] [overflow-wrap:anywhere]">
                      {method ? methodLabel(method) : entry.id}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
