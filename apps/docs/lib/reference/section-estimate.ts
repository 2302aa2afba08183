import { toParagraphs } from './text-segments';

/*
 * What the CLI and JavaScript references' section stand-ins share (lib/cli/section-height.ts,
 * lib/js-reference/section-height.ts): the same page at a 412px-wide viewport (Lighthouse's phone, a 380px text
 * column), where prose is 16px on 28px lines and code 24px a line (code scrolls sideways, so a line never wraps).
 * Character counts a line are set lower than measured, so estimates err high.
 */
export const PROSE_LINE_PX = 28;
export const PROSE_CHARS_PER_LINE = 32;
export const BLOCK_GAP_PX = 24;
export const SECTION_FRAME_PX = 48; // border, padding above and below
export const TITLE_LINE_PX = 32;
export const TITLE_CHARS_PER_LINE = 26; // 20px monospace
export const SUBHEADING_PX = 48; // h4 with its margins
export const CODE_LINE_PX = 24;
export const CODE_FRAME_PX = 40; // padding and border of a code block, plus its margins
export const CODE_CAPTION_PX = 44; // a titled block's caption bar
export const LIST_ITEM_GAP_PX = 8;

export function proseLines(text: string, charsPerLine = PROSE_CHARS_PER_LINE): number {
  return Math.max(1, Math.ceil(text.length / charsPerLine));
}

/** Paragraphs of prose, each with the gap below it. */
export function proseHeight(text: string): number {
  return toParagraphs(text).reduce(
    (total, paragraph) => total + proseLines(paragraph) * PROSE_LINE_PX + BLOCK_GAP_PX,
    0,
  );
}

/** A code block of these lines, with its caption bar when it has a title. */
export function codeHeight(code: string, captioned: boolean): number {
  return code.split('\n').length * CODE_LINE_PX + CODE_FRAME_PX + (captioned ? CODE_CAPTION_PX : 0);
}
