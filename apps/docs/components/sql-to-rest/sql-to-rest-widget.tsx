'use client';

import { type KeyboardEvent, useEffect, useId } from 'react';
import { RunBoth } from '@/components/run-sql/run-both';
import { cn } from '@/lib/cn';
import { DEFAULT_BASE_URL } from '@/lib/sql-to-rest/base-url';
import { Assumptions } from './assumptions';
import { CODE_COLOR_VARIABLES } from './code-colors';
import { FaqList } from './faq-list';
import type { OutputIntent } from './output-intent';
import { OutputTabs } from './output-tabs';
import { ParserStatus } from './parser-status';
import { EDITOR_FRAME, FRAME_BAR, OUTPUT_NOTE, SQL_LABEL } from './placeholders';
import { type EditorIntent, SqlEditor } from './sql-editor';
import { TranslationError } from './translation-error';
import { RPC_DOCS_URL, TranslatorLinks } from './translator-links';
import { useBaseUrlDialog } from './use-base-url-dialog';
import { useFollowedBaseUrl } from './use-followed-base-url';
import { type TranslatorOptions, useTranslator } from './use-translator';

/** CodeMirror draws no focus outline of its own; the editor area gets the site's ring instead. */
const EDITOR_FOCUS_RING = 'focus-within:outline-2 focus-within:-outline-offset-2 focus-within:outline-ring';

export type SqlToRestWidgetProps = TranslatorOptions & {
  /** The community translator repository: where to report unsupported SQL and send pull requests. */
  repoUrl: string;
  /** The reader reached for the SQL before the widget's code arrived (a click, focus, typing). */
  initialIntent?: EditorIntent;
  /** The reader clicked an output tab or the host before the widget's code arrived. */
  outputIntent?: OutputIntent;
};

/** The SQL-to-REST translator once its code has loaded: the editor, the outputs, errors, Assumptions, FAQs. */
export function SqlToRestWidget({ repoUrl, initialIntent, outputIntent, ...options }: SqlToRestWidgetProps) {
  const translator = useTranslator(options, outputIntent?.language);
  const { state, parser, view } = translator;
  const saveBaseUrl = useFollowedBaseUrl(options.initialBaseUrl ?? DEFAULT_BASE_URL, translator.setBaseUrl);
  const baseUrlDialog = useBaseUrlDialog(state.baseUrl, saveBaseUrl);
  const errorId = useId();

  // A host clicked before the widget's code ran: the dialog opens now, from the host in the tab shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (!outputIntent?.openBaseUrl) return;
    const hosts =
      translator.root.current?.querySelectorAll<HTMLButtonElement>('[data-slot="host-text"]') ?? [];
    const host = [...hosts].find((button) => !button.closest('[hidden]')) ?? hosts[0];
    if (host) baseUrlDialog.openFrom(host);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Ctrl/Cmd+S formats the SQL; the browser's "Save page" dialog never opens from the widget.
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      translator.format();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the shortcut is handled for everything inside the widget
    <div
      ref={translator.root}
      data-slot="sql-to-rest"
      data-state={parser}
      data-pagefind-ignore
      onKeyDown={onKeyDown}
      onFocus={translator.onFocus}
      className={cn('not-prose my-6', CODE_COLOR_VARIABLES)}
    >
      <div className={EDITOR_FRAME}>
        <div className={FRAME_BAR}>
          <span className="text-sm font-medium">SQL</span>
          <button
            type="button"
            onClick={translator.format}
            aria-keyshortcuts="Control+S Meta+S"
            className="rounded-md px-2 py-1 text-xs text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            Format <kbd className="font-mono">Ctrl/⌘ S</kbd>
          </button>
        </div>
        <SqlEditor
          className={EDITOR_FOCUS_RING}
          initialValue={options.initialSql}
          initialIntent={initialIntent}
          onChange={translator.onSqlChange}
          handleRef={translator.editor}
          onReady={translator.onEditorReady}
          label={SQL_LABEL}
          describedBy={view.error ? errorId : undefined}
          error={translator.errorMark}
        />
      </div>

      {view.outputsShown ? (
        <>
          {/* Takes no room while there is no error, so the outputs sit right under the editor. */}
          <div className="mt-3 text-sm empty:hidden" data-slot="translation-error">
            {view.error ? (
              <TranslationError id={errorId} error={view.error} repoUrl={repoUrl} rpcDocsUrl={RPC_DOCS_URL} />
            ) : null}
          </div>
          <div
            inert={view.blocked}
            data-slot="outputs"
            data-disabled={view.blocked || undefined}
            className={cn('mt-3', view.blocked && 'opacity-50 grayscale')}
          >
            <OutputTabs
              panels={state.panels}
              selected={state.language}
              onSelect={translator.selectLanguage}
              onHostClick={baseUrlDialog.openFrom}
            />
            <p className="mt-2 text-xs text-muted-foreground">{OUTPUT_NOTE}</p>
            <Assumptions items={state.assumptions} />
          </div>
          {/* No run is offered for SQL the translator refuses. */}
          {state.request && !view.error ? <RunBoth sql={state.sql} request={state.request} /> : null}
        </>
      ) : (
        <ParserStatus failed={parser === 'failed'} onRetry={translator.retry} />
      )}

      <FaqList ids={view.faqs} />
      <TranslatorLinks repoUrl={repoUrl} />
      {baseUrlDialog.dialog}
    </div>
  );
}
