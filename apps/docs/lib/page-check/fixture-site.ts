import { join } from 'node:path';
import type { GuideSite } from './page-tree';

const here = new URL('./', import.meta.url).pathname;

/** A small site of test pages (lib/page-check/fixtures/site), outside the real content. */
export const fixtureSite: GuideSite = {
  repoRoot: join(here, '..', '..', '..', '..'),
  contentRoot: join(here, 'fixtures', 'site', 'content', 'guides'),
  basePath: '/guides/',
};
