#!/usr/bin/env node
// Counts the tests of a Vitest project without running them, for the `npm test` summary: it says how many
// tests did not run when a step stopped early or never started. Global setup (e.g. the browser tests' static
// server, which needs a build) is skipped because collecting only imports the test files.
//
//   node scripts/collect-tests.mjs <workspace dir> [config file]   → prints {"<absolute file>": <count>, …}
import { resolve } from 'node:path';
import { createVitest } from 'vitest/node';

const [dir = '.', config] = process.argv.slice(2);
process.chdir(resolve(dir));
const vitest = await createVitest('test', {
  ...(config ? { config } : {}),
  watch: false,
  globalSetup: [],
  reporters: [],
});
const counts = {};
try {
  const { testModules } = await vitest.collect();
  for (const module of testModules) {
    let count = 0;
    for (const _ of module.children.allTests()) count += 1;
    counts[module.moduleId] = count;
  }
} finally {
  await vitest.close();
}
process.stdout.write(`${JSON.stringify(counts)}\n`);
