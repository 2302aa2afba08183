import type { ReactNode } from 'react';

/*
 * The widget's frames at their final sizes. The island shows them (with the SQL as plain text) until the
 * editor arrives, and the widget reuses the output frame while the parser loads, so nothing below moves.
 */

export const EDITOR_FRAME = 'overflow-hidden rounded-lg border border-border bg-code-bg';
export const FRAME_BAR = 'flex h-10 items-center justify-between gap-2 border-b border-border px-3';
/** Spec §9: the editor is 24rem tall. */
export const EDITOR_HEIGHT = 'h-96';
export const ERROR_AREA = 'mt-3 min-h-12 text-sm';
export const OUTPUT_HEIGHT = 'h-72';

export function EditorPlaceholder({ sql }: { sql: string }) {
  return (
    <div className={EDITOR_FRAME}>
      <div className={FRAME_BAR}>
        <span className="text-sm font-medium">SQL</span>
      </div>
      <pre
        className={`${EDITOR_HEIGHT} overflow-hidden py-1 pr-4 pl-[30px] font-mono text-[13px] leading-[1.6] text-muted-foreground`}
      >
        {sql}
      </pre>
    </div>
  );
}

export function OutputPlaceholder({ message }: { message: ReactNode }) {
  return (
    <>
      <div className={ERROR_AREA} />
      <div className={EDITOR_FRAME}>
        <div className={FRAME_BAR} />
        <div
          role="status"
          className={`${OUTPUT_HEIGHT} flex items-center justify-center text-sm text-muted-foreground`}
        >
          {message}
        </div>
      </div>
    </>
  );
}
