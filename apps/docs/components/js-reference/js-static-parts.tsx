'use client';

import { referenceStaticParts } from '@/components/reference/client';

// In the browser bundle the condition is false and the import goes with its branch: the menu and the method
// sections (148 methods with their examples) are rendered at build only.
const parts = referenceStaticParts(typeof window === 'undefined' ? () => import('./js-build-parts') : null);

export const JsStaticMenu = parts.Menu;
export const JsStaticSections = parts.Sections;
