import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    // One file at a time: the fuzz test times each input against a 50 ms budget, and the semantic test
    // (PostgreSQL in WASM) and the package test (npm pack, npm install, tsc) would compete for the CPU.
    fileParallelism: false,
  },
});
