import { cn } from '@/lib/cn';
import { LANGUAGES, type OutputPanel } from '@/lib/sql-to-rest/widget-state';
import { Assumptions } from './assumptions';
import { HOST_TEXT_CLASS, OutputCode } from './output-code';
import { EDITOR_FRAME, FRAME_BAR, OUTPUT_MAX_HEIGHT, OUTPUT_NOTE, TAB_CLASS } from './placeholders';

export type StaticOutputsProps = {
  /** The first tab's output for the starting SQL, translated when the page was built. */
  panel: OutputPanel;
  assumptions: string[];
};

/**
 * The outputs for the starting SQL as the widget will show them, rendered at build time (a server component,
 * no client code), so the page is complete and readable before the widget's code has run. The tabs and the
 * host button come alive when the widget replaces this; a click on them before that is kept by the island
 * (components/sql-to-rest/output-intent.ts) and done by the widget once it is there.
 */
export function StaticOutputs({ panel, assumptions }: StaticOutputsProps) {
  return (
    <div className="mt-3" data-slot="outputs" data-static="">
      <div className={EDITOR_FRAME}>
        <div className={cn(FRAME_BAR, 'pl-1')}>
          <div className="flex h-full">
            {LANGUAGES.map(({ id, label }) => (
              <span
                key={id}
                data-replay-click=""
                data-output-tab={id}
                data-state={id === panel.language ? 'active' : 'inactive'}
                className={cn(TAB_CLASS, 'flex items-center')}
              >
                {label}
              </span>
            ))}
          </div>
        </div>
        <div data-language={panel.language} className={cn(OUTPUT_MAX_HEIGHT, 'flex flex-col')}>
          <div className="flex min-h-0 flex-col">
            <OutputCode
              language={panel.language}
              text={panel.text}
              hostTexts={panel.hostTexts}
              renderHost={(pieces, key) => (
                <span key={key} data-replay-click="" data-output-host="" className={HOST_TEXT_CLASS}>
                  {pieces}
                </span>
              )}
            />
          </div>
        </div>
      </div>
      <p className="mt-2 text-xs text-muted-foreground">{OUTPUT_NOTE}</p>
      <Assumptions items={assumptions} />
    </div>
  );
}
