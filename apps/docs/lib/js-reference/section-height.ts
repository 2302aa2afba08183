import type { JsApiMethod, JsEntry } from '@/data/js-reference';
import {
  BLOCK_GAP_PX,
  codeHeight,
  LIST_ITEM_GAP_PX,
  PROSE_LINE_PX,
  proseHeight,
  proseLines,
  SECTION_FRAME_PX,
  SUBHEADING_PX,
  TITLE_CHARS_PER_LINE,
  TITLE_LINE_PX,
} from '@/lib/reference';
import { distinctSignatures, methodTitle, signatureBlock } from './signature';

/**
 * A stand-in height for a method's section of the JavaScript reference while the browser skips it
 * (`content-visibility: auto`, app/navigation.css), as lib/cli/section-height.ts does for the CLI reference
 * and for the same reason: it must not be lower than the section's real height on a phone, or skipped content
 * spills over the next sections where tools that measure the page (Lighthouse's target-size audit) see two
 * sections' links on top of each other. Erring high costs nothing visible: a section takes its real height as
 * it nears the viewport, and scroll anchoring holds the view.
 *
 * The figures come from the rendered page at a 412px-wide viewport (Lighthouse's phone, a 380px text column):
 * prose 16px on 28px lines, small text 14px on 20px lines, code 24px a line (code scrolls sideways, so a line
 * never wraps), parameter rows stacked with their types wrapping anywhere. Character counts a line are set
 * lower than measured, so the estimate errs high; e2e/js-reference.test.ts checks it against the real heights.
 */
const SERVER_ONLY_ALERT_PX = 200;
const SMALL_LINE_PX = 20;
const TAB_ROW_PX = 44; // one row of example tabs; a long list wraps onto more rows
const TAB_CHARS_PER_ROW = 34;
const TAB_LABEL_CHARS = 4; // a tab's padding, in characters
const TABLE_FRAME_PX = 80; // header row, margins and the scroll box
const ROW_FRAME_PX = 44; // cell padding; on a phone a row stacks (name, then its type under a label)
const TYPE_CHARS_PER_LINE = 14; // 14px monospace in the type column
const OVERLOAD_LABEL_PX = 28;
/** Headroom over the figures above, like the CLI's. */
const SAFETY_FACTOR = 1.12;

function parametersHeight(method: JsApiMethod): number {
  const signatures = distinctSignatures(method).filter((signature) => signature.params.length > 0);
  if (signatures.length === 0) return PROSE_LINE_PX + BLOCK_GAP_PX;
  return signatures.reduce((total, signature) => {
    const rows = signature.params.reduce((sum, param) => {
      const nameLines = Math.ceil((param.name.length + 3) / TYPE_CHARS_PER_LINE);
      const typeLines = Math.ceil(param.type.length / TYPE_CHARS_PER_LINE);
      return sum + ROW_FRAME_PX + Math.max(nameLines, typeLines) * SMALL_LINE_PX;
    }, 0);
    return total + (signatures.length > 1 ? OVERLOAD_LABEL_PX : 0) + TABLE_FRAME_PX + rows;
  }, 0);
}

/** The data an example shows under its code, as the page prints it (components/js-reference/js-method-details.tsx). */
function dataText(data: unknown): string {
  return typeof data === 'string' ? data : JSON.stringify(data, null, 2);
}

function examplesHeight(entry: JsEntry): number {
  const [shown] = entry.examples;
  if (!shown) return 0;
  let height = SUBHEADING_PX;
  if (entry.examples.length > 1) {
    const labels = entry.examples.reduce((sum, example) => sum + example.title.length + TAB_LABEL_CHARS, 0);
    height += Math.ceil(labels / TAB_CHARS_PER_ROW) * TAB_ROW_PX;
  } else {
    height += proseLines(shown.title) * PROSE_LINE_PX;
  }
  height += codeHeight(shown.code, true);
  if ('data' in shown) height += codeHeight(dataText(shown.data), true);
  return height;
}

/** The estimate in whole pixels (see above); the examples part counts the first example, the one shown. */
export function estimateJsSectionHeight(
  method: JsApiMethod,
  entry: JsEntry,
  { guideTitles }: { guideTitles: readonly string[] },
): number {
  const title = methodTitle(method, entry);
  let height =
    SECTION_FRAME_PX +
    Math.ceil(title.length / TITLE_CHARS_PER_LINE) * TITLE_LINE_PX +
    proseHeight(entry.summary);
  if (entry.serverOnly) height += SERVER_ONLY_ALERT_PX;
  for (const text of entry.details ?? []) height += proseHeight(text);
  height += SUBHEADING_PX + codeHeight(signatureBlock(method), false);
  height += SUBHEADING_PX + parametersHeight(method);
  height += examplesHeight(entry);
  if (guideTitles.length > 0) {
    height += SUBHEADING_PX;
    for (const guide of guideTitles) height += proseLines(guide) * PROSE_LINE_PX + LIST_ITEM_GAP_PX;
  }
  return Math.ceil(height * SAFETY_FACTOR);
}
