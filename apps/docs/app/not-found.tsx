import type { Metadata } from 'next';
import { NotFoundSearch } from '@/components/not-found-search';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <main id="main-content" className="mx-auto max-w-screen-2xl px-4 py-20" tabIndex={-1}>
      <p className="font-mono text-sm text-muted-foreground">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-4 max-w-2xl text-muted-foreground">
        The page you are looking for does not exist or has moved. Search the docs, or start from one of these:
      </p>
      <NotFoundSearch />
      <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href="/" className="text-primary underline underline-offset-2">
            Docs home
          </a>
        </li>
        <li>
          <a href="/guides/" className="text-primary underline underline-offset-2">
            Guides
          </a>
        </li>
        <li>
          <a href="/reference/cli/" className="text-primary underline underline-offset-2">
            CLI reference
          </a>
        </li>
      </ul>
    </main>
  );
}
