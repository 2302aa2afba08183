// The diagrams of the guides, drawn once and kept as files: where they live, how a chart finds its file, and
// how the charts are found in MDX. Read by the <Mermaid> server component at build time and by
// scripts/render-diagrams.mjs, which draws a missing one in Chromium. A page with a diagram then ships its SVG in the
// HTML and no mermaid code at all (the library is ~200 KiB gz and blocks the main thread while it lays out).

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** Relative to apps/docs: one JSON file per chart, `{ chart, light, dark }` (two SVGs, one per theme). */
export const DIAGRAMS_FOLDER = 'data/diagrams';

const RENDER_COMMAND = 'node scripts/render-diagrams.mjs';

/**
 * A chart's file name: the start of the SHA-256 of its text as the MDX pipeline passes it (trimmed).
 * @param {string} chart
 */
export function diagramKey(chart) {
  return createHash('sha256').update(chart.trim()).digest('hex').slice(0, 16);
}

/**
 * The two drawn SVGs of `chart`; a chart never drawn is an error that says how to draw it.
 * @param {string} chart
 * @param {string} folder
 * @returns {{ light: string, dark: string }}
 */
export function readDiagram(chart, folder) {
  const file = join(folder, `${diagramKey(chart)}.json`);
  let stored;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(
      `This mermaid diagram has not been drawn (no ${file}). Run \`${RENDER_COMMAND}\` in apps/docs ` +
        `(it needs Chromium) and commit the file it writes.\n${chart.trim()}`,
    );
  }
  if (stored.chart !== chart.trim() || typeof stored.light !== 'string' || typeof stored.dark !== 'string') {
    throw new Error(`${file} does not hold this chart's drawing. Run \`${RENDER_COMMAND}\` in apps/docs.`);
  }
  return { light: stored.light, dark: stored.dark };
}

/**
 * Every mermaid chart in an MDX source: `mermaid` code fences (what remarkMdxMermaid turns into <Mermaid>) and
 * <Mermaid chart="…"> written by hand, trimmed as the component receives them.
 * @param {string} mdx
 */
export function mermaidCharts(mdx) {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(mdx);
  /** @type {string[]} */
  const charts = [];
  /** @param {import('mdast').Nodes} node */
  const walk = (node) => {
    if (node.type === 'code' && node.lang === 'mermaid' && node.value) charts.push(node.value.trim());
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Mermaid') {
      const chart = node.attributes.find(
        (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'chart',
      )?.value;
      if (typeof chart === 'string') charts.push(chart.trim());
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return charts;
}

/**
 * The hex colour tokens that `:root` (light) and `.dark` set in globals.css.
 * @template {string} Name
 * @param {string} css
 * @param {readonly Name[]} names
 * @returns {{ light: Record<Name, string>, dark: Record<Name, string> }}
 */
export function themeTokens(css, names) {
  /** @param {string} selector */
  const block = (selector) => {
    const start = css.search(new RegExp(`^${selector.replace('.', '\\.')}\\s*\\{`, 'm'));
    if (start === -1) throw new Error(`globals.css has no ${selector} block.`);
    return css.slice(start, css.indexOf('}', start));
  };
  /** @param {string} selector */
  const read = (selector) => {
    const text = block(selector);
    return /** @type {Record<Name, string>} */ (
      Object.fromEntries(
        names.map((name) => {
          const value = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(text)?.[1];
          if (!value) throw new Error(`globals.css sets no hex colour for ${name} in ${selector}.`);
          return [name, value];
        }),
      )
    );
  };
  return { light: read(':root'), dark: read('.dark') };
}
