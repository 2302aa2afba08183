// The logic the reference pages (CLI, supabase-js) share. They import it from here, never from its files.
// static-widgets.ts is left out: it reaches React's hooks (lib/copy/use-copy-state), which a server
// component's imports must not, and server components (the pages, the nav drawer) import this index; only the
// kit's client part (components/reference/reference-static-sections) uses it, by file.
export { MENU_SCROLLER_ATTRIBUTE, markActiveMenuEntry, revealInMenu } from './menu-marker';
export { type OutlineEntry, PART_SEPARATOR, partId } from './outline';
export { referenceMetadata } from './page-metadata';
export {
  entryIdFromHash,
  nextSpyState,
  SPY_RATIO_TOLERANCE,
  SPY_ROOT_MARGIN,
  SPY_TARGET_ATTRIBUTE,
  SPY_THRESHOLD,
  type SpyCandidate,
  type SpyState,
} from './scroll-spy';
export { type TextSegment, toParagraphs, toSegments } from './text-segments';
