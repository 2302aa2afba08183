import { SearchButton } from '@/components/search/search-button';
import { siteConfig } from '@/site.config';
import { LogoMark } from './logo-mark';
import { ThemeToggle } from './theme-toggle';

const primaryLinks = [
  { href: '/guides/', label: 'Guides' },
  { href: '/reference/cli/', label: 'Reference' },
] as const;

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-screen-2xl items-center gap-2 px-4 sm:gap-4">
        <a
          href="/"
          data-slot="brand"
          className="flex shrink-0 items-center gap-2 rounded-md text-[17px] font-semibold tracking-tight"
        >
          <LogoMark className="size-7" />
          {/* On the narrowest phones only the mark shows; the name stays for screen readers. */}
          <span className="sr-only min-[420px]:not-sr-only">
            {siteConfig.brand} <span className="font-medium text-muted-foreground max-sm:sr-only">Docs</span>
          </span>
        </a>
        <nav aria-label="Primary" className="flex items-center gap-1">
          {primaryLinks.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className="rounded-md px-2 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground sm:px-3"
            >
              {link.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <SearchButton />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
