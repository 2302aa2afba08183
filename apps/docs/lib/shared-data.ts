import {
  type SharedDataItem,
  type SharedDataTree,
  sharedData,
  sharedDataItemSchema,
} from '@/data/shared-data';

type Node = SharedDataItem | SharedDataTree;

function isItem(node: Node): node is SharedDataItem {
  return sharedDataItemSchema.safeParse(node).success;
}

/** Renders one item: text as it is, a measure as "value unit". */
export function formatSharedDataItem(item: SharedDataItem): string {
  return typeof item === 'string' ? item : `${item.value} ${item.unit}`;
}

/**
 * Finds the item at a dotted path such as "migration.diskSelfServeLimit". A path that is unknown, or that
 * stops at a group instead of a value, throws: the static build then fails and names the path to fix.
 */
export function lookupSharedData(path: string, tree: SharedDataTree = sharedData): SharedDataItem {
  let node: Node = tree;
  for (const key of path.split('.')) {
    const next: Node | undefined = !isItem(node) && Object.hasOwn(node, key) ? node[key] : undefined;
    if (next === undefined) throw new Error(`Unknown shared data path "${path}"`);
    node = next;
  }
  if (!isItem(node)) throw new Error(`Shared data path "${path}" names a group, not a value`);
  return node;
}

/** The text a page shows for a path. */
export function sharedDataText(path: string, tree: SharedDataTree = sharedData): string {
  return formatSharedDataItem(lookupSharedData(path, tree));
}
