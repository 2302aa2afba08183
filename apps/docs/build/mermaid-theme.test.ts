import { describe, expect, it } from 'vitest';
import {
  DIAGRAM_FONT_PX,
  diagramSize,
  type MermaidTokens,
  MIN_LABEL_PX,
  mermaidConfig,
} from './mermaid-theme.mjs';

const light: MermaidTokens = {
  '--background': '#ffffff',
  '--foreground': '#1c1c1c',
  '--muted': '#f4f4f5',
  '--muted-foreground': '#52525b',
  '--border': '#e4e4e7',
  '--card': '#fafafa',
  '--primary': '#15803d',
  '--accent': '#f0fdf4',
};

describe('mermaidConfig', () => {
  it('colours diagrams with the site tokens on mermaid’s base theme', () => {
    const config = mermaidConfig(light, { dark: false, fontFamily: 'Inter' });
    expect(config.theme).toBe('base');
    expect(config.securityLevel).toBe('strict');
    expect(config.themeVariables).toMatchObject({
      primaryColor: '#f0fdf4',
      primaryBorderColor: '#15803d',
      primaryTextColor: '#1c1c1c',
      lineColor: '#52525b',
      background: '#ffffff',
      fontFamily: 'Inter',
      fontSize: `${DIAGRAM_FONT_PX}px`,
      darkMode: false,
    });
  });

  it('keeps every diagram type at its natural width', () => {
    const config = mermaidConfig(light, { dark: true, fontFamily: 'Inter' });
    expect(config.flowchart).toEqual({ useMaxWidth: false });
    expect(config.sequence).toEqual({ useMaxWidth: false });
    expect(config.themeVariables.darkMode).toBe(true);
  });
});

describe('diagramSize', () => {
  it('lets a diagram shrink only as far as labels stay readable', () => {
    expect(diagramSize(800)).toEqual({
      maxWidth: '800px',
      minWidth: `${(800 * MIN_LABEL_PX) / DIAGRAM_FONT_PX + 1}px`,
    });
    expect(diagramSize(1001.234)).toEqual({ maxWidth: '1002px', minWidth: '752px' });
  });
});
