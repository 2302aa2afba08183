import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    // One file at a time: the semantic test (PostgreSQL in WASM) and the package test (npm pack, npm install,
    // tsc) would compete for the CPU. No test times anything; `npm run bench` does.
    fileParallelism: false,
  },
});
