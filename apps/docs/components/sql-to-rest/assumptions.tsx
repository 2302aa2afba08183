import { InlineCode } from './inline-code';
import { WidgetSection } from './widget-section';

/** What the translation takes for granted (foreign keys for joins, and so on); hidden when there is nothing. */
export function Assumptions({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <WidgetSection title="Assumptions" slot="assumptions">
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
        {items.map((item) => (
          <li key={item}>
            <InlineCode text={item} />
          </li>
        ))}
      </ul>
    </WidgetSection>
  );
}
