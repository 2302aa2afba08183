/** The column counts a card grid may use on a wide screen, most first. */
const WIDE_COLUMNS = [5, 4, 3, 2] as const;

export type WideColumns = (typeof WIDE_COLUMNS)[number];

/**
 * How many columns a grid of `count` cards uses on a wide screen: the most whose last row is full, so no card
 * is left alone on its row (10 cards: 2 rows of 5); when none fills it (7 cards), the one whose last row is
 * fullest.
 */
export function wideCardColumns(count: number): WideColumns {
  const emptyCells = (columns: number) => (columns - (count % columns)) % columns;
  return WIDE_COLUMNS.reduce((best, columns) => (emptyCells(columns) < emptyCells(best) ? columns : best));
}
