import type { CaseGroup } from './case.ts';
import { parseErrors, unimplemented, unsupportedQueries, unsupportedWrites } from './errors.ts';
import {
  arraysAndRangesOps,
  comparisons,
  fullText,
  lists,
  logic,
  nullsAndBooleans,
  patterns,
  ranges,
} from './filters.ts';
import {
  aggregateCasts,
  antiJoins,
  joinedGrouping,
  jsonKeyCasts,
  oneToMany,
  perParentAggregates,
  relatedOrders,
  starWithJoins,
  unqualifiedJoinColumns,
} from './flat-joins.ts';
import { joins } from './joins.ts';
import { aggregates, orderAndLimit } from './order-limit.ts';
import { selectBasics } from './select-basics.ts';
import { deletes, inserts, rpc, updates } from './writes.ts';

export const caseGroups: CaseGroup[] = [
  selectBasics,
  comparisons,
  patterns,
  lists,
  nullsAndBooleans,
  ranges,
  arraysAndRangesOps,
  fullText,
  logic,
  joins,
  unqualifiedJoinColumns,
  oneToMany,
  perParentAggregates,
  antiJoins,
  starWithJoins,
  relatedOrders,
  orderAndLimit,
  aggregates,
  aggregateCasts,
  joinedGrouping,
  jsonKeyCasts,
  inserts,
  updates,
  deletes,
  rpc,
  parseErrors,
  unsupportedQueries,
  unsupportedWrites,
  unimplemented,
];

export type { Case, CaseGroup } from './case.ts';
