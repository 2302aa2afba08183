import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The full-size files of the drawn mermaid charts: `/diagrams/<key>-<theme>.svg` for every drawing in
 * `folder` (data/diagrams), so a diagram box can link to its drawing at its own size.
 * @param {string} folder
 * @returns {{ file: string, svg: string }[]}
 */
export function diagramFiles(folder) {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const key = name.slice(0, -'.json'.length);
      const stored = JSON.parse(readFileSync(join(folder, name), 'utf8'));
      return ['light', 'dark'].map((theme) => ({ file: `${key}-${theme}.svg`, svg: stored[theme] }));
    });
}

/**
 * The address of a drawing's full-size file.
 * @param {string} key the chart's key (diagramKey)
 * @param {'light' | 'dark'} theme
 */
export const diagramFilePath = (key, theme) => `/diagrams/${key}-${theme}.svg`;
