import type { Extension, ExtensionCategory } from '@/data/extensions';

/** `all` shows every category. */
export type CategoryFilter = ExtensionCategory | 'all';

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ')
    .trim();
}

/**
 * Extensions whose name or description contains every word of the query (case, `-`, `_` and spaces ignored),
 * in the chosen category. Name matches come first, so typing an exact name puts it at the top.
 */
export function filterExtensions(
  list: readonly Extension[],
  query: string,
  category: CategoryFilter = 'all',
): Extension[] {
  const words = normalise(query).split(' ').filter(Boolean);
  const inCategory = list.filter((extension) => category === 'all' || extension.category === category);
  if (words.length === 0) return [...inCategory];
  const scored = inCategory.flatMap((extension) => {
    const name = normalise(extension.name);
    const text = `${name} ${normalise(extension.description)}`;
    if (!words.every((word) => text.includes(word))) return [];
    return [{ extension, score: words.every((word) => name.includes(word)) ? 0 : 1 }];
  });
  return scored.sort((a, b) => a.score - b.score).map((entry) => entry.extension);
}
