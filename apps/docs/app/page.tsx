import type { Metadata } from 'next';
import { ButtonCard } from '@/components/button-card';
import { MenuIcon } from '@/components/menu-icons';
import { homeSections } from '@/data/home-sections';
import { wideCardColumns } from '@/lib/layout/card-columns';
import { markdownAlternate } from '@/lib/markdown/alternate';
import { homeIntro, homeTitle } from '@/lib/site/site-description';

export const metadata: Metadata = {
  alternates: { canonical: '/', ...markdownAlternate('/') },
};

/**
 * The cards' grid from 1280px: as many columns as leave no card alone on the last row (10 cards: 2 rows of 5),
 * so no card stands by itself, stretched or orphaned, under a full row.
 */
const WIDE_GRID = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 xl:grid-cols-3',
  4: 'sm:grid-cols-2 xl:grid-cols-4',
  5: 'sm:grid-cols-2 xl:grid-cols-5',
} as const;

export default function HomePage() {
  return (
    <main id="main-content" className="mx-auto max-w-screen-2xl px-4 py-12" tabIndex={-1} data-pagefind-body>
      <h1 className="text-4xl font-bold tracking-tight">{homeTitle}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{homeIntro}</p>
      <h2 className="mt-12 mb-4 text-xl font-semibold">Browse by product</h2>
      <ul
        data-slot="home-sections"
        className={`grid gap-4 ${WIDE_GRID[wideCardColumns(homeSections.length)]}`}
      >
        {homeSections.map((section) => (
          <li key={section.href}>
            <ButtonCard
              title={section.title}
              description={section.description}
              href={section.href}
              icon={<MenuIcon name={section.icon} />}
            />
          </li>
        ))}
      </ul>
    </main>
  );
}
