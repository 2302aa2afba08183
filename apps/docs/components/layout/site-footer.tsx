import { dashboardLinks } from '@/lib/dashboard-links';
import { siteConfig } from '@/site.config';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-8 text-sm text-muted-foreground">
        <span>© {siteConfig.brand}</span>
        <a href="/guides/" className="hover:text-foreground">
          Guides
        </a>
        <a href="/reference/cli/" className="hover:text-foreground">
          CLI reference
        </a>
        <a href={dashboardLinks.projects()} className="hover:text-foreground">
          Dashboard
        </a>
        <a href={dashboardLinks.support()} className="hover:text-foreground">
          Support
        </a>
      </div>
    </footer>
  );
}
