// A Vitest sequencer that starts the named slow files first. Without Vitest's results cache (a clean clone,
// as in CI) files run largest first, so a short file with long tests (the guides' SQL on PGlite, a server
// restart) started last and ran alone on one core while the other sat idle.
import { BaseSequencer } from 'vitest/node';

/**
 * `items` reordered so those whose path ends with a name in `slowFiles` (slowest first) come first, the rest
 * keeping their order.
 * @template T
 * @param {T[]} items
 * @param {(item: T) => string} pathOf
 * @param {string[]} slowFiles
 * @returns {T[]}
 */
export function slowFilesFirst(items, pathOf, slowFiles) {
  const rank = (/** @type {string} */ path) => {
    const index = slowFiles.findIndex((slow) => path === slow || path.endsWith(`/${slow}`));
    return index === -1 ? slowFiles.length : index;
  };
  return items
    .map((item, order) => ({ item, order, rank: rank(pathOf(item)) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ item }) => item);
}

/**
 * @param {string[]} slowFiles paths relative to the config's root, slowest first
 * @returns {typeof BaseSequencer}
 */
export function slowFirst(slowFiles) {
  return class SlowFirstSequencer extends BaseSequencer {
    /** @param {import('vitest/node').TestSpecification[]} files */
    async sort(files) {
      return slowFilesFirst(await super.sort(files), (file) => file.moduleId, slowFiles);
    }
  };
}
