// Types for mermaid-theme.mjs.
import type { MermaidConfig } from 'mermaid';

export const MERMAID_TOKENS: readonly [
  '--background',
  '--foreground',
  '--muted',
  '--muted-foreground',
  '--border',
  '--card',
  '--primary',
  '--accent',
];
export type MermaidTokens = Record<(typeof MERMAID_TOKENS)[number], string>;
export const DIAGRAM_FONT_PX: number;
export const MIN_LABEL_PX: number;
export function mermaidConfig(
  tokens: MermaidTokens,
  options: { dark: boolean; fontFamily: string },
): MermaidConfig & { themeVariables: Record<string, unknown> };
export function diagramSize(naturalWidth: number): { maxWidth: string; minWidth: string };
