/*
 * The text and keyboard logic of the searchable combobox (components/ui/combobox.tsx), without markup.
 */

/**
 * The selector's texts, given by the feature that uses it, whose messages.ts holds them: the trigger
 * while loading, with no options, and with nothing chosen; the search box's name and placeholder.
 */
export type ComboboxTexts = {
  loading: string;
  empty: string;
  placeholder: string;
  search: string;
};

export type ComboboxOption = { value: string; label: string };

/** Case-insensitive match anywhere in the label; surrounding spaces in the query are ignored. */
export function filterOptions<T extends ComboboxOption>(options: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...options];
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

/** The option a navigation key moves to in a list of `count` (no wrap-around, as in a native select). */
export function moveActive(active: number, key: string, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return Math.min(active + 1, count - 1);
    case 'ArrowUp':
      return Math.max(active - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'PageDown':
      return Math.min(active + 10, count - 1);
    case 'PageUp':
      return Math.max(active - 10, 0);
    default:
      return undefined;
  }
}
