import type { CliCommand } from '@/data/cli';
import {
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

/**
 * A stand-in height for a command section of the CLI reference while the browser skips it
 * (`content-visibility: auto`, app/navigation.css). It must not be lower than the section's real height on a
 * phone: a skipped section keeps its stand-in size even when a script measures its content, so content taller
 * than the stand-in spills over the next sections, and tools that measure the page (Lighthouse's target-size
 * audit) then see links and buttons of two sections on top of each other. A generous estimate costs nothing
 * visible: a section takes its real height as it nears the viewport, and scroll anchoring holds the view.
 *
 * The figures come from the rendered page at a 412px-wide viewport (Lighthouse's phone, a 380px text column):
 * prose is 16px on 28px lines at about 36 characters a line, flag descriptions 14px on 20px lines at about 26,
 * code 24px a line (code scrolls sideways, so a line never wraps). The constants count fewer characters a line
 * than that, round every count up and add margins without collapsing them, so the estimate errs high (by about
 * a fifth, median); e2e/cli-reference.test.ts checks it against the real heights.
 */
const BADGE_CHARS = 14; // "Experimental" pill beside the title
const TAB_LIST_PX = 48;
const FLAG_TABLE_FRAME_PX = 80; // header row, margins and the scroll box
const FLAG_ROW_FRAME_PX = 44; // cell padding and the flag's name line
const FLAG_LINE_PX = 21;
const FLAG_CHARS_PER_LINE = 22;
const FLAG_VALUE_PX = 44; // one accepted or suggested value, which may wrap in its narrow column
/**
 * Headroom over the figures above. Since flag tables stack their rows on a phone and long code lines wrap, the
 * closest sections measured up to 3% over the figures (1.05 let two through), so the margin is wider.
 */
const SAFETY_FACTOR = 1.12;

/** The part of a subcommand that its list entry shows. */
export type SubcommandLine = Pick<CliCommand, 'title' | 'summary'>;

function flagsHeight(flags: CliCommand['flags']): number {
  return flags.reduce((total, flag) => {
    const described =
      FLAG_ROW_FRAME_PX + Math.ceil(flag.description.length / FLAG_CHARS_PER_LINE) * FLAG_LINE_PX;
    const values =
      ((flag.accepted_values?.length ?? 0) + (flag.suggested_values?.length ?? 0)) * FLAG_VALUE_PX;
    return total + Math.max(described, values + FLAG_ROW_FRAME_PX / 2);
  }, FLAG_TABLE_FRAME_PX);
}

/** The estimate in whole pixels (see above); the examples part counts the first example, the one shown. */
export function estimateSectionHeight(
  command: CliCommand,
  { experimental, subcommands }: { experimental: boolean; subcommands: readonly SubcommandLine[] },
): number {
  const titleChars = command.title.length + (experimental ? BADGE_CHARS : 0);
  let height =
    SECTION_FRAME_PX +
    Math.ceil(titleChars / TITLE_CHARS_PER_LINE) * TITLE_LINE_PX +
    proseHeight(command.summary) +
    proseHeight(command.description);
  if (command.usage !== null) height += SUBHEADING_PX + codeHeight(command.usage, false);
  if (subcommands.length > 0) {
    height += SUBHEADING_PX;
    for (const sub of subcommands) {
      height += proseLines(`${sub.title} — ${sub.summary}`) * PROSE_LINE_PX + LIST_ITEM_GAP_PX;
    }
  }
  if (command.flags.length > 0) height += SUBHEADING_PX + flagsHeight(command.flags);
  const [shown] = command.examples;
  if (shown) {
    height += SUBHEADING_PX + (command.examples.length > 1 ? TAB_LIST_PX : PROSE_LINE_PX);
    height += codeHeight(shown.code, true) + codeHeight(shown.response, true);
  }
  if (command.links.length > 0) {
    height += SUBHEADING_PX;
    for (const link of command.links) height += proseLines(link.name) * PROSE_LINE_PX + LIST_ITEM_GAP_PX;
  }
  return Math.ceil(height * SAFETY_FACTOR);
}
