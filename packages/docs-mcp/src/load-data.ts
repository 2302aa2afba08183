import { readFileSync } from 'node:fs';
import type { DocsData } from '@platform/docs-core/docs-data';

/** The data bundle beside the built server (dist/docs-data.json). */
export function loadDocsData(file = new URL('./docs-data.json', import.meta.url)): DocsData {
  return JSON.parse(readFileSync(file, 'utf8')) as DocsData;
}
