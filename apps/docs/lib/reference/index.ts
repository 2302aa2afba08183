// The logic the reference pages (CLI, supabase-js) share, as the references and the nav drawer use it; they
// import it from here, never from its files. The kit's own components read their modules directly. Left out
// on purpose: static-widgets.ts reaches React's hooks (lib/copy/use-copy-state), which a server component's
// imports must not, and server components (the pages, the nav drawer) import this index.
export { MENU_SCROLLER_ATTRIBUTE } from './menu-marker';
export { type OutlineEntry, partId } from './outline';
export { referenceMetadata } from './page-metadata';
export {
  BLOCK_GAP_PX,
  CODE_CAPTION_PX,
  CODE_FRAME_PX,
  CODE_LINE_PX,
  codeHeight,
  LIST_ITEM_GAP_PX,
  PROSE_CHARS_PER_LINE,
  PROSE_LINE_PX,
  proseHeight,
  proseLines,
  SECTION_FRAME_PX,
  SUBHEADING_PX,
  TITLE_CHARS_PER_LINE,
  TITLE_LINE_PX,
} from './section-estimate';
export { toParagraphs, toSegments } from './text-segments';
