// The kit's client components, for the references' own client modules. A 'use client' module imports this
// entry rather than index.ts, which would bring the server-rendered parts (the page frame and its imports)
// into the browser's module graph. Each file keeps its own 'use client'.
export { ReferencePageToc } from './reference-page-toc';
export { ReferenceScrollSpy, useActiveEntry } from './reference-scroll-spy';
export { ReferenceStaticMenu } from './reference-static-menu';
export { type ReferenceBuildParts, referenceStaticParts } from './reference-static-parts';
export { ReferenceStaticSections } from './reference-static-sections';
export { ServerHtml } from './server-html';
