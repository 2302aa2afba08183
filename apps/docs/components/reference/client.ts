// The kit's client parts that other modules use, for 'use client' modules: importing index.ts instead would
// bring the server-rendered parts (the page frame and its imports) into the browser's module graph. Each file
// keeps its own 'use client'.
export { type ReferenceBuildParts, referenceStaticParts } from './reference-static-parts';
export { ServerHtml } from './server-html';
