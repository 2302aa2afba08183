'use client';

import { type ComponentType, lazy } from 'react';
import { ReferenceStaticMenu } from './reference-static-menu';
import { ReferenceStaticSections } from './reference-static-sections';

/** The module a reference renders at build only: its menu and its sections. */
export interface ReferenceBuildParts {
  Menu: ComponentType;
  Sections: ComponentType;
}

/**
 * A reference's static menu and sections, bound to the module that renders them. The caller passes `load`
 * only when `typeof window === 'undefined'`, written at its own call site: the browser bundle then drops the
 * import with its branch and gets null here, so the parts' code and data never reach the browser.
 * `sectionsData` are the sections element's own data attributes.
 */
export function referenceStaticParts(
  load: (() => Promise<ReferenceBuildParts>) | null,
  sectionsData?: Record<`data-${string}`, string>,
): { Menu: ComponentType; Sections: ComponentType } {
  // Tested here again so that the browser bundle, where the condition is false, drops the lazy wrappers too.
  const atBuild = typeof window === 'undefined' && load !== null;
  const menu = atBuild ? lazy(() => load().then((parts) => ({ default: parts.Menu }))) : null;
  const sections = atBuild ? lazy(() => load().then((parts) => ({ default: parts.Sections }))) : null;
  return {
    Menu: () => <ReferenceStaticMenu server={menu} />,
    Sections: () => <ReferenceStaticSections server={sections} {...sectionsData} />,
  };
}
