#!/usr/bin/env node
// Started by `npm run dev` beside the dev server: warns in the terminal, at `path:line:column`, about broken
// links and anchors and sidebar entries when a guide or a meta.json is saved (lib/page-check/watch-pages.ts).
import { withTsModule } from './ts-module.mjs';

await withTsModule('lib/page-check/watch-pages.ts', ({ watchDocsSite }) => watchDocsSite());
