import { SearchButton } from '@/components/search/search-button';
import { siteConfig } from '@/site.config';
import { LogoMark } from './logo-mark';
import { MenuToggle } from './menu-toggle';
import { PrimaryNav } from './primary-nav';
import { ThemeToggle } from './theme-toggle';

export function SiteHeader() {
  return (
    // Its height is --header-height (app/navigation.css): everything that sticks or scrolls below it uses that.
    <header className="sticky top-0 z-40 h-(--header-height) border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-screen-2xl items-center gap-2 px-4 sm:gap-4">
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
        <PrimaryNav />
        <div className="ml-auto flex items-center gap-2">
          <SearchButton />
          <ThemeToggle />
          <MenuToggle />
        </div>
      </div>
    </header>
  );
}
