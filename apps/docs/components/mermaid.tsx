'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { diagramSize, MERMAID_TOKENS, type MermaidTokens, mermaidConfig } from '@/lib/mermaid-theme';

type MermaidState =
  | { status: 'loading' }
  | { status: 'ready'; svg: string }
  | { status: 'error'; message: string };

function isDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

/** The site's colour tokens as the current theme sets them, and the body font. */
function readTheme() {
  const root = getComputedStyle(document.documentElement);
  const tokens = Object.fromEntries(
    MERMAID_TOKENS.map((name) => [name, root.getPropertyValue(name).trim()]),
  ) as MermaidTokens;
  return { tokens, dark: isDark(), fontFamily: getComputedStyle(document.body).fontFamily };
}

/**
 * Renders a ```mermaid fence in the site's colours, again whenever the theme changes. The mermaid library is
 * imported here, on mount, so only pages with a diagram download it; the source stays visible as text until
 * the SVG is ready (and if rendering fails). A diagram wider than the column scrolls inside its box rather
 * than shrinking its labels below a readable size.
 */
export function Mermaid({ chart }: { chart: string }) {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const [state, setState] = useState<MermaidState>({ status: 'loading' });
  const [theme, setTheme] = useState<'dark' | 'light' | null>(null);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setTheme(isDark() ? 'dark' : 'light');
    const observer = new MutationObserver(() => setTheme(isDark() ? 'dark' : 'light'));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (theme === null) return;
    let cancelled = false;
    import('mermaid')
      .then(async ({ default: mermaid }) => {
        const { tokens, dark, fontFamily } = readTheme();
        mermaid.initialize(mermaidConfig(tokens, { dark, fontFamily }));
        const { svg } = await mermaid.render(`mermaid-${id}-${theme}`, chart);
        if (!cancelled) setState({ status: 'ready', svg });
      })
      .catch((error: unknown) => {
        if (!cancelled) {
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [chart, id, theme]);

  // Mermaid writes its natural size into the SVG; let it shrink with the column down to a readable scale.
  useLayoutEffect(() => {
    const svg = state.status === 'ready' ? container.current?.querySelector('svg') : null;
    if (!svg) return;
    const naturalWidth = svg.viewBox.baseVal?.width || svg.getBoundingClientRect().width;
    const { maxWidth, minWidth } = diagramSize(naturalWidth);
    svg.style.width = '100%';
    svg.style.height = 'auto';
    svg.style.maxWidth = maxWidth;
    svg.style.minWidth = minWidth;
  }, [state]);

  return (
    <figure
      // The box scrolls sideways on narrow screens, so keyboard users must be able to focus it.
      tabIndex={state.status === 'ready' ? 0 : undefined}
      aria-label={state.status === 'ready' ? 'Diagram' : undefined}
      className="my-6 overflow-x-auto rounded-lg border border-border p-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      data-mermaid={state.status}
    >
      {state.status === 'ready' ? (
        <div
          ref={container}
          // Centred by margins, not flexbox: a diagram wider than the box then overflows to the right only,
          // where the box scrolls, instead of being cut off on the left.
          className="[&>svg]:mx-auto [&>svg]:block"
          // mermaid renders with securityLevel "strict" (labels escaped, no scripts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG produced by mermaid from our own content
          dangerouslySetInnerHTML={{ __html: state.svg }}
        />
      ) : (
        <pre className="text-xs text-muted-foreground">{chart}</pre>
      )}
      {state.status === 'error' ? (
        <figcaption className="mt-2 text-sm text-destructive">
          Could not draw this diagram: {state.message}
        </figcaption>
      ) : null}
    </figure>
  );
}
