#!/usr/bin/env node
// Marks the pages' chunks and the SQL-to-REST translator's on-demand chunks for eager compilation
// (build/compile-hints.mjs), after `next build`.
//
//   node scripts/compile-hints.mjs [dir]      dir defaults to apps/docs/out
import { addCompileHints, ISLAND_MARK } from '../build/compile-hints.mjs';
import { exportRoot } from '../build/out-files.mjs';

const { page, onDemand } = await addCompileHints(exportRoot());
if (onDemand.length === 0) {
  // The site works without the hints, only its translator starts slower: say so, without failing the build.
  console.warn(
    `compile-hints: no on-demand chunk contains "${ISLAND_MARK}", so no chunk was marked; ` +
      'update ISLAND_MARK in build/compile-hints.mjs if the island text changed.',
  );
} else {
  console.log(
    `compile-hints: ${page.length} page chunks and ${onDemand.length} translator chunks compile eagerly, off the main thread`,
  );
}
