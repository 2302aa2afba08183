// Types for mermaid-diagrams.mjs.
export const DIAGRAMS_FOLDER: string;
export const RENDER_COMMAND: string;
export function diagramKey(chart: string): string;
export function readDiagram(chart: string, folder: string): { light: string; dark: string };
export function mermaidCharts(mdx: string): string[];
export function themeTokens<Name extends string>(
  css: string,
  names: readonly Name[],
): { light: Record<Name, string>; dark: Record<Name, string> };
