#!/usr/bin/env node
// `npm run contributing -w apps/docs`: writes the generated sections of the repository's CONTRIBUTING.md (the
// components with their props, the tab-group names in use) from lib/page-check/contributing.ts.
import { withTsModule } from './ts-module.mjs';

const changed = await withTsModule('lib/page-check/contributing.ts', async ({ writeContributing }) =>
  writeContributing(),
);
console.log(changed ? 'CONTRIBUTING.md: generated sections updated' : 'CONTRIBUTING.md: already up to date');
