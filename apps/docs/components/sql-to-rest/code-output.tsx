'use client';

import { memo } from 'react';
import { cn } from '@/lib/cn';
import type { Language } from '@/lib/sql-to-rest/widget-state';
import { HOST_TEXT_CLASS, OutputCode } from './output-code';

export type CodeOutputProps = {
  language: Language;
  text: string;
  hostTexts: string[];
  /** Called with the clicked host button; opens the base-URL dialog. */
  onHostClick: (button: HTMLButtonElement) => void;
};

/** One highlighted output. Host text is a button that opens the base-URL dialog. */
export const CodeOutput = memo(function CodeOutput({
  language,
  text,
  hostTexts,
  onHostClick,
}: CodeOutputProps) {
  return (
    <OutputCode
      language={language}
      text={text}
      hostTexts={hostTexts}
      renderHost={(pieces, key) => (
        <button
          key={key}
          type="button"
          aria-haspopup="dialog"
          title="Change the base URL"
          data-slot="host-text"
          onClick={(event) => onHostClick(event.currentTarget)}
          className={cn(
            HOST_TEXT_CLASS,
            'cursor-pointer hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          )}
        >
          {pieces}
        </button>
      )}
    />
  );
}, sameOutput);

/** Re-highlight only when the output itself changed (the panels are rebuilt on every keystroke). */
function sameOutput(a: CodeOutputProps, b: CodeOutputProps): boolean {
  return (
    a.language === b.language &&
    a.text === b.text &&
    a.onHostClick === b.onHostClick &&
    a.hostTexts.length === b.hostTexts.length &&
    a.hostTexts.every((host, index) => host === b.hostTexts[index])
  );
}
