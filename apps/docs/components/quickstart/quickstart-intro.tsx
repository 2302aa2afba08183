import type { ReactNode } from 'react';

export type QuickstartIntroProps = {
  /** The framework the quickstart uses, e.g. "React". */
  framework: string;
  /** What the reader needs installed besides an account, one item per entry. */
  requirements?: ReactNode[];
  /** Roughly how long the quickstart takes, e.g. "10 minutes". */
  duration?: string;
};

/** The opening of a quickstart: what the reader builds, what they need, and how long it takes. */
export function QuickstartIntro({ framework, requirements = [], duration }: QuickstartIntroProps) {
  return (
    <section
      aria-label="About this quickstart"
      className="my-6 rounded-lg border border-border bg-muted/40 p-5"
    >
      <p className="mt-0">
        You will create a project, add a table with a few rows, and read them from a {framework} app with the
        JavaScript client{duration ? `, in about ${duration}` : ''}.
      </p>
      <p className="mb-1 font-medium">You need:</p>
      <ul className="mb-0 list-disc pl-5">
        <li>An account on the platform (the free plan is enough).</li>
        {requirements.map((requirement, index) => (
          // A fixed list written in the page: its order never changes, so the index is a stable key.
          <li key={index}>{requirement}</li>
        ))}
      </ul>
    </section>
  );
}
