import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests of the repository's own scripts (the `npm test` runner and its summary) and of the repository
// itself: every workspace declares the packages it imports and reaches other workspaces only by their package
// names (workspace-deps.test.mjs).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { include: ['*.test.mjs'], environment: 'node' },
});
