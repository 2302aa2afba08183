'use client';

import { referenceStaticParts } from '@/components/reference/client';

// In the browser bundle the condition is false and the import goes with its branch: the menu and the command
// sections (124 commands) are rendered at build only. `data-cli-sections` gives the sections their stand-in
// heights (app/navigation.css).
const parts = referenceStaticParts(typeof window === 'undefined' ? () => import('./cli-build-parts') : null, {
  'data-cli-sections': '',
});

export const CliStaticMenu = parts.Menu;
export const CliStaticSections = parts.Sections;
