'use client';

import { referenceStaticParts } from '@/components/reference/client';

// In the browser bundle the condition is false and the import goes with its branch: the menu and the method
// sections (148 methods with their examples) are rendered at build only. `data-js-sections` gives the sections
// their stand-in heights (app/navigation.css).
const parts = referenceStaticParts(typeof window === 'undefined' ? () => import('./js-build-parts') : null, {
  'data-js-sections': '',
});

export const JsStaticMenu = parts.Menu;
export const JsStaticSections = parts.Sections;
