import { dashboardLinks } from '@/lib/dashboard-links';
import { siteConfig } from '@/site.config';
import { LogoMark } from './logo-mark';

/**
 * The page footer. Its text starts where the page's content column starts: the container is the header's,
 * and on docs pages with a sidebar globals.css moves the footer beside the sidebar.
 */
export function SiteFooter() {
  return (
    <footer data-slot="site-footer" className="mt-16 border-t border-border">
      <div className="mx-auto max-w-screen-2xl px-4 py-8">
        <nav
          aria-label="Footer"
          className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-muted-foreground"
        >
          <span className="flex items-center gap-2 font-medium text-foreground">
            <LogoMark className="size-5" />
            {siteConfig.brand} Docs
          </span>
          <a href="/guides/" className="hover:text-foreground">
            Guides
          </a>
          <a href="/reference/cli/" className="hover:text-foreground">
            CLI reference
          </a>
          <a href="/reference/javascript/" className="hover:text-foreground">
            JavaScript reference
          </a>
          <a href={dashboardLinks.projects()} className="hover:text-foreground">
            Dashboard
          </a>
          <a href={dashboardLinks.support()} className="hover:text-foreground">
            Support
          </a>
        </nav>
      </div>
    </footer>
  );
}
