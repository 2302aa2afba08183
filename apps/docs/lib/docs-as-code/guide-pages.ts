import { type GuideFile, readGuides } from './read-guides';

export type { GuideFile };

const docsRoot = new URL('../../', import.meta.url).pathname;

/** Every MDX guide, in a stable order, with its path relative to apps/docs. */
export function guideFiles(): GuideFile[] {
  return readGuides(docsRoot);
}
