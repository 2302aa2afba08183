import type { Metadata } from 'next';
import { markdownAlternate } from '@/lib/markdown/alternate';
import { socialMetadata } from '@/lib/site/social-metadata';

/** A one-page reference's metadata: its own address is canonical, its Markdown twin the alternate. */
export function referenceMetadata({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path, ...markdownAlternate(path) },
    ...socialMetadata({ title, description, path }),
  };
}
