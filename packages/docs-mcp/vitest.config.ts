import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    // The package test packs and installs; it and the client tests each start servers of their own.
    fileParallelism: false,
  },
});
