import { type ReactNode, useId } from 'react';

/** A titled part under the outputs (Assumptions, FAQs): a region named by its own heading. */
export function WidgetSection({
  title,
  slot,
  children,
}: {
  title: string;
  slot: string;
  children: ReactNode;
}) {
  // Unique per translator, so two on one page keep their headings apart.
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6" data-slot={slot}>
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
