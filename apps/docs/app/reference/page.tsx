import type { Metadata } from 'next';
import { ButtonCard } from '@/components/button-card';
import { MenuIcon } from '@/components/menu-icons';
import { referenceMetadata } from '@/lib/reference';
import {
  referenceEntries,
  referenceIndexDescription,
  referenceIndexPath,
  referenceIndexTitle,
} from '@/lib/site/reference-index';

export const metadata: Metadata = referenceMetadata({
  title: referenceIndexTitle,
  description: referenceIndexDescription,
  path: referenceIndexPath,
});

export default function ReferenceIndexPage() {
  return (
    <main id="main-content" className="mx-auto max-w-screen-2xl px-4 py-12" tabIndex={-1} data-pagefind-body>
      <h1 className="text-4xl font-bold tracking-tight">{referenceIndexTitle}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{referenceIndexDescription}</p>
      <ul className="mt-10 grid max-w-5xl gap-4 md:grid-cols-2 lg:grid-cols-3">
        {referenceEntries().map((entry) => (
          <li key={entry.href}>
            <ButtonCard
              title={entry.title}
              description={entry.description}
              href={entry.href}
              icon={<MenuIcon name={entry.icon} />}
            />
          </li>
        ))}
      </ul>
    </main>
  );
}
