import type { ReactNode } from 'react';

/** Renders `backticked` parts of a sentence as code, the way the translator writes names in its messages. */
export function InlineCode({ text }: { text: string }): ReactNode {
  return text.split(/(`[^`]+`)/).map((part, index) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
      <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">
        {part.slice(1, -1)}
      </code>
    ) : (
      part
    ),
  );
}
