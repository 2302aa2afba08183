// The reference kit: what the CLI and supabase-js references share, imported from here rather than from its
// files. Server components and pages use this entry; client modules use ./client (see there why). Each file
// keeps its own 'use client', so re-exporting client and server parts together is safe for server users.

export { CallText } from './call-text';
export { type ReferenceBuildParts, referenceStaticParts, ServerHtml } from './client';
export { ReferenceGroup } from './reference-group';
export { ReferenceMenu, type ReferenceMenuEntry, type ReferenceMenuGroup } from './reference-menu';
export { ReferencePage } from './reference-page';
export { InlineProse, ReferenceProse } from './reference-prose';
export { ReferenceSection } from './reference-section';
export { TitleNote } from './title-note';
