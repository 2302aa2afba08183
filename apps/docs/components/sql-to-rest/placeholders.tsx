import type { ComponentProps, ReactNode } from 'react';

/*
 * The widget's frames. The island shows them (with the SQL as plain text) until the editor arrives, and the
 * widget reuses the output frame while the parser loads. The editor placeholder has the editor's height and
 * wraps as it does, so the editor replaces it without moving anything below.
 */

export const EDITOR_FRAME = 'overflow-hidden rounded-lg border border-border bg-code-bg';
export const FRAME_BAR = 'flex h-10 items-center justify-between gap-2 border-b border-border px-3';
/** The editor is 24rem tall whatever its text (longer SQL scrolls inside); `h-96` on the placeholder. */
export const EDITOR_HEIGHT = '24rem';
/** CodeMirror's own default; the formatted starting query (19 lines, 20 on a phone, where one wraps) fits in 24rem. */
export const SQL_LINE_HEIGHT = '1.4';
/** The outputs grow with their text up to this height, then scroll inside. */
export const OUTPUT_MAX_HEIGHT = 'max-h-72';
/** An output tab; the selected one has `data-state="active"`. */
export const TAB_CLASS =
  '-mb-px border-b-2 border-transparent px-3 text-sm text-muted-foreground data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-foreground';
/** The line under the outputs. */
export const OUTPUT_NOTE =
  'Select the underlined host to change the base URL. Requests are shown only, never sent.';
/** About the starting query's cURL output, so the loading frame is the size of what replaces it. */
const OUTPUT_PLACEHOLDER_HEIGHT = 'h-48';

export function EditorPlaceholder({ sql, ...props }: { sql: string } & ComponentProps<'div'>) {
  return (
    <div className={EDITOR_FRAME}>
      <div className={FRAME_BAR}>
        <span className="text-sm font-medium">SQL</span>
      </div>
      {/* A click here before the widget's code arrives is recorded (lib/loading/pending-clicks.ts) and puts the
          editor's cursor on the character that was clicked; keys typed then are recorded for the editor too. */}
      <EditorText sql={sql} data-replay-click="" data-replay-keys="" {...props} />
    </div>
  );
}

/** Accessible name of the SQL text area, static or CodeMirror. */
export const SQL_LABEL = 'SQL query';

/**
 * The SQL as the editor will show it (same font, wrapping and gutter room) until the editor is built, which
 * happens when the reader first reaches for it. It is focusable and named like the editor, and takes the keys
 * typed before the editor exists (see lib/sql-to-rest/early-input.ts).
 */
export function EditorText({ sql, ...props }: { sql: string } & ComponentProps<'div'>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a stand-in for CodeMirror's text area, a contenteditable with the same role
    <div
      role="textbox"
      aria-multiline="true"
      aria-label={SQL_LABEL}
      tabIndex={0}
      data-slot="sql-text"
      className="h-96 cursor-text overflow-hidden py-1 pr-2 pl-[38px] font-mono text-[13px] leading-[1.4] break-words whitespace-pre-wrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      {...props}
    >
      {sql}
    </div>
  );
}

export function OutputPlaceholder({ message }: { message: ReactNode }) {
  return (
    <div className={`mt-3 ${EDITOR_FRAME}`}>
      <div className={FRAME_BAR} />
      <div
        role="status"
        className={`${OUTPUT_PLACEHOLDER_HEIGHT} flex items-center justify-center text-sm text-muted-foreground`}
      >
        {message}
      </div>
    </div>
  );
}
