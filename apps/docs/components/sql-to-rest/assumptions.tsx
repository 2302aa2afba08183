import { InlineCode } from './inline-code';

/** What the translation takes for granted (foreign keys for joins, and so on); hidden when there is nothing. */
export function Assumptions({ items, headingId }: { items: string[]; headingId: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6" data-slot="assumptions">
      <h3 id={headingId} className="text-base font-semibold">
        Assumptions
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
        {items.map((item) => (
          <li key={item}>
            <InlineCode text={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
