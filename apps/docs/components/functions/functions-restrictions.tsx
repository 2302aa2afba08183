import { InlineMarkup } from '@/components/auth/inline-markup';
import { functionsRestrictions } from '@/data/functions-limits';

/** The Edge Functions rules that are not numbers, from data/functions-limits.ts (server-rendered). */
export function FunctionsRestrictions() {
  return (
    <ul>
      {functionsRestrictions.map((rule) => (
        <li key={rule}>
          <InlineMarkup text={rule} />
        </li>
      ))}
    </ul>
  );
}
