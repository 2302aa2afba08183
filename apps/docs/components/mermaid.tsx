'use client';

import { useEffect, useId, useRef, useState } from 'react';

type MermaidState =
  | { status: 'loading' }
  | { status: 'ready'; svg: string }
  | { status: 'error'; message: string };

function currentTheme(): 'dark' | 'default' {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'default';
}

/**
 * Renders a ```mermaid fence. The mermaid library is imported here, on mount, so only pages with a diagram
 * download it; the source stays visible as text until the SVG is ready (and if rendering fails).
 */
export function Mermaid({ chart }: { chart: string }) {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const [state, setState] = useState<MermaidState>({ status: 'loading' });
  const [theme, setTheme] = useState<'dark' | 'default' | null>(null);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setTheme(currentTheme());
    const observer = new MutationObserver(() => setTheme(currentTheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (theme === null) return;
    let cancelled = false;
    import('mermaid')
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({ startOnLoad: false, theme, securityLevel: 'strict' });
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

  return (
    <figure className="my-6 overflow-x-auto rounded-lg border border-border p-4" data-mermaid={state.status}>
      {state.status === 'ready' ? (
        <div
          ref={container}
          className="flex justify-center"
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
