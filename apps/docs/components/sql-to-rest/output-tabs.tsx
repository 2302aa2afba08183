'use client';

import { useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { LANGUAGES, type Language, type OutputPanel } from '@/lib/sql-to-rest/widget-state';
import { moveTabFocus } from '@/lib/tabs/tab-keys';
import { CodeOutput } from './code-output';
import { CopyOutputButton } from './copy-output-button';
import { InlineCode } from './inline-code';
import { EDITOR_FRAME, FRAME_BAR, OUTPUT_MAX_HEIGHT, TAB_CLASS } from './placeholders';

export type OutputTabsProps = {
  panels: Record<Language, OutputPanel>;
  selected: Language;
  onSelect: (language: Language) => void;
  onHostClick: (button: HTMLButtonElement) => void;
};

/**
 * The cURL / HTTP / JavaScript tabs. A tab changes on click, Enter or Space; arrow keys, Home and End move
 * focus between tabs. A renderer error is shown above its own panel, and only that panel is greyed and inert.
 */
export function OutputTabs({ panels, selected, onSelect, onHostClick }: OutputTabsProps) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const current = panels[selected];
  const currentLabel = LANGUAGES.find((language) => language.id === selected)?.label ?? selected;

  return (
    <div className={EDITOR_FRAME}>
      <div className={cn(FRAME_BAR, 'pl-1')}>
        <div ref={list} role="tablist" aria-label="Request format" className="flex h-full">
          {LANGUAGES.map(({ id, label }, index) => {
            const active = id === selected;
            return (
              <button
                key={id}
                type="button"
                role="tab"
                id={`${baseId}-tab-${id}`}
                aria-selected={active}
                aria-controls={`${baseId}-panel-${id}`}
                tabIndex={active ? 0 : -1}
                data-state={active ? 'active' : 'inactive'}
                data-disabled={panels[id].disabled || undefined}
                onClick={() => onSelect(id)}
                onKeyDown={(event) => moveTabFocus(event, list.current, index)}
                className={cn(
                  TAB_CLASS,
                  'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset',
                )}
              >
                {label}
              </button>
            );
          })}
        </div>
        <CopyOutputButton
          text={current.text}
          label={currentLabel}
          disabled={current.disabled || current.text === ''}
        />
      </div>
      {LANGUAGES.map(({ id }) => {
        const panel = panels[id];
        return (
          <div
            key={id}
            role="tabpanel"
            id={`${baseId}-panel-${id}`}
            aria-labelledby={`${baseId}-tab-${id}`}
            hidden={id !== selected}
            data-language={id}
            data-disabled={panel.disabled || undefined}
            className={cn(OUTPUT_MAX_HEIGHT, 'flex-col', id === selected && 'flex')}
          >
            {panel.error ? (
              <p
                className="shrink-0 border-b border-border px-4 py-2 text-sm text-destructive"
                data-slot="render-error"
              >
                <InlineCode text={panel.error.message} />
                {panel.error.hint ? (
                  <>
                    {'. '}
                    <InlineCode text={panel.error.hint} />
                  </>
                ) : null}
              </p>
            ) : null}
            <div
              inert={panel.disabled}
              className={cn('flex min-h-0 flex-col', panel.disabled && 'opacity-50 grayscale')}
            >
              <CodeOutput
                language={id}
                text={panel.text}
                hostTexts={panel.hostTexts}
                onHostClick={onHostClick}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}
