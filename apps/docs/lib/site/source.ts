import { docs } from 'fumadocs-mdx:collections/server';
import { loader } from 'fumadocs-core/source';

/** All guide pages, their page tree (sidebar) and URLs, built from content/guides at build time. */
export const source = loader({
  baseUrl: '/guides',
  source: docs.toFumadocsSource(),
});
