import type { ReactNode } from 'react';
import { ReferenceProse } from './reference-prose';

/**
 * One group of a reference's sections (a CLI area, a supabase-js group): its h2, its introduction, then its
 * entries. `data-cli-group` is how the "On this page" column finds the group an entry sits in
 * (reference-page-toc).
 */
export function ReferenceGroup({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div data-cli-group={id} className="mt-14">
      <h2 id={id} className="mb-3 text-2xl font-semibold">
        {title}
      </h2>
      <ReferenceProse text={intro} className="text-muted-foreground" />
      {children}
    </div>
  );
}
