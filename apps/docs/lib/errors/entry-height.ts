import type { ErrorEntry } from '@/data/errors/schema';
import { BLOCK_GAP_PX, PROSE_LINE_PX, proseLines, toParagraphs } from '@/lib/reference';

/**
 * Stand-in heights for the Errors reference while the browser skips an entry or the codes table far from the
 * view (`content-visibility: auto`, app/navigation.css), as the CLI and JavaScript references do
 * (lib/reference/section-estimate.ts) and for the same reason: the page's style and layout were most of its
 * main-thread time (about 730 ms of Lighthouse's 4× CPU), and an estimate lower than the real height on a phone
 * would let skipped content spill over the next entry. Erring high costs nothing visible: an entry takes its
 * real height as it nears the view, and scroll anchoring holds the view.
 *
 * Figures from the page at a 412px-wide viewport (Lighthouse's phone): prose 16px on 28px lines, small text
 * 14px on 20px lines, the heading 20px. Character counts a line are set lower than measured, so estimates err
 * high; e2e/errors-reference.test.ts checks them against the real heights.
 */
const ARTICLE_FRAME_PX = 12; // the top border and padding
const HEADING_LINE_PX = 32;
const HEADING_FRAME_PX = 24; // the heading's margins
const HEADING_CHARS_PER_LINE = 28;
const PROSE_CHARS_PER_LINE = 40; // the references' 32 leaves room for code; these entries are mostly words
const SMALL_LINE_PX = 20;
const SMALL_CHARS_PER_LINE = 44;
const LIST_FRAME_PX = 24;
const LIST_ITEM_GAP_PX = 8;
const LIST_CHARS_PER_LINE = 32; // prose indented by the list marker
const DETAILS_PX = 76; // a closed "Reproduce it" with its margins
const SAFETY_FACTOR = 1.12;

/** The table of codes without an explanation: a row per code, its cells wrapping in narrow columns. */
const TABLE_FRAME_PX = 100; // the header row and the box's margins
const ROW_FRAME_PX = 17;
const ROW_LINE_PX = 24;
const NAME_CHARS_PER_LINE = 36;
const CLASS_CHARS_PER_LINE = 9; // the narrowest column; a long class name wraps at every space

function proseHeight(text: string): number {
  return toParagraphs(text).reduce(
    (total, paragraph) => total + proseLines(paragraph, PROSE_CHARS_PER_LINE) * PROSE_LINE_PX + BLOCK_GAP_PX,
    0,
  );
}

function smallHeight(text: string): number {
  return proseLines(text, SMALL_CHARS_PER_LINE) * SMALL_LINE_PX + BLOCK_GAP_PX;
}

export interface EntryHeightInput {
  entry: ErrorEntry;
  /** The entry's status line as the page prints it (lib/errors/status-text.ts), or null. */
  status: string | null;
  /** The titles of the guides "See also" names. */
  guideTitles: readonly string[];
}

/** An explained entry (an article) in whole pixels. */
export function estimateEntryHeight({ entry, status, guideTitles }: EntryHeightInput): number {
  let height = ARTICLE_FRAME_PX + HEADING_FRAME_PX;
  height += proseLines(`${entry.code} ${entry.title}`, HEADING_CHARS_PER_LINE) * HEADING_LINE_PX;
  if (status) height += smallHeight(status);
  height += proseHeight(entry.meaning);
  if (entry.messages?.length) height += smallHeight(`What you see: ${entry.messages.join(' · ')}`);
  if (entry.causes?.length) {
    height += PROSE_LINE_PX + BLOCK_GAP_PX + LIST_FRAME_PX;
    for (const cause of entry.causes) {
      height += proseLines(cause, LIST_CHARS_PER_LINE) * PROSE_LINE_PX + LIST_ITEM_GAP_PX;
    }
  }
  if (entry.fix) height += proseHeight(`Fix: ${entry.fix}`);
  if (guideTitles.length > 0) height += proseHeight(`See also: ${guideTitles.join(' · ')}`);
  if (entry.reproduce) height += DETAILS_PX;
  return Math.ceil(height * SAFETY_FACTOR);
}

/** The codes table (code, name, class) in whole pixels. */
export function estimateTableHeight(entries: readonly Pick<ErrorEntry, 'title' | 'meaning'>[]): number {
  const rows = entries.reduce((total, entry) => {
    const lines = Math.max(
      proseLines(entry.title, NAME_CHARS_PER_LINE),
      proseLines(entry.meaning, CLASS_CHARS_PER_LINE),
    );
    return total + ROW_FRAME_PX + lines * ROW_LINE_PX;
  }, 0);
  return Math.ceil((TABLE_FRAME_PX + rows) * SAFETY_FACTOR);
}
