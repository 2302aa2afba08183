import type { ComponentProps, ReactNode } from 'react';

/*
 * The widget's frames. The island shows them (with the SQL as plain text) until the editor arrives, and the
 * widget reuses the output frame while the parser loads. The editor placeholder wraps and grows exactly as
 * the editor does, so the editor replaces it without moving anything below.
 */

export const EDITOR_FRAME = 'overflow-hidden rounded-lg border border-border bg-code-bg';
export const FRAME_BAR = 'flex h-10 items-center justify-between gap-2 border-b border-border px-3';
/** Spec §9: the editor is 24rem tall at most; shorter SQL gets a shorter editor (no empty band). */
export const EDITOR_MAX_HEIGHT = '24rem';
/** Room for a few lines, so an emptied editor is still an obvious place to type. */
export const EDITOR_MIN_HEIGHT = '6rem';
/** CodeMirror's own default; the formatted starting query (19 lines, 20 on a phone, where one wraps) fits in 24rem. */
export const SQL_LINE_HEIGHT = '1.4';
/** The outputs grow with their text up to this height, then scroll inside. */
export const OUTPUT_MAX_HEIGHT = 'max-h-72';
/** About the starting query's cURL output, so the loading frame is the size of what replaces it. */
const OUTPUT_PLACEHOLDER_HEIGHT = 'h-48';

export function EditorPlaceholder({ sql }: { sql: string }) {
  return (
    <div className={EDITOR_FRAME}>
      <div className={FRAME_BAR}>
        <span className="text-sm font-medium">SQL</span>
      </div>
      {/* A click here before the widget's code arrives is recorded (lib/pending-clicks.ts) and puts the
          editor's cursor on the character that was clicked. */}
      <EditorText sql={sql} data-replay-click="" />
    </div>
  );
}

/** The SQL as the editor will show it (same font, wrapping and gutter room), while the editor loads. */
export function EditorText({ sql, ...props }: { sql: string } & ComponentProps<'pre'>) {
  return (
    <pre
      className="max-h-96 min-h-24 cursor-text overflow-hidden py-1 pr-2 pl-[38px] font-mono text-[13px] leading-[1.4] break-words whitespace-pre-wrap text-muted-foreground"
      {...props}
    >
      {sql}
    </pre>
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
