'use client';

import type { EditorView } from '@codemirror/view';
import { clsx } from 'clsx';
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { initParser, isParserReady } from 'sql-to-rest';
import { errorRange } from '@/lib/sql-to-rest/error-range';
import { applicableFaqs } from '@/lib/sql-to-rest/faqs';
import { formatSql, minimalChange } from '@/lib/sql-to-rest/format-sql';
import { translateSql } from '@/lib/sql-to-rest/translate-sql';
import {
  initialWidgetState,
  LANGUAGES,
  type Language,
  type OutputPanel,
  outputPanel,
  outputsBlocked,
  widgetReducer,
} from '@/lib/sql-to-rest/widget-state';
import { Assumptions } from './assumptions';
import { BaseUrlDialog } from './base-url-dialog';
import { CODE_COLOR_VARIABLES } from './code-colors';
import { FaqList } from './faq-list';
import { OutputTabs } from './output-tabs';
import { EDITOR_FRAME, FRAME_BAR, OutputPlaceholder } from './placeholders';
import { SqlEditor } from './sql-editor';
import { TranslationError } from './translation-error';

/** Served from public/wasm/ (copied there by scripts/copy-wasm.mjs), so the page works offline. */
const WASM_URL = '/wasm/libpg-query.wasm';
/** CodeMirror draws no focus outline of its own; the editor area gets the site's ring instead. */
const EDITOR_FOCUS_RING = 'focus-within:outline-2 focus-within:-outline-offset-2 focus-within:outline-ring';
/** The guide section on calling database functions through /rpc. */
const RPC_DOCS_URL = '/guides/api/#calling-functions';

export type SqlToRestWidgetProps = {
  initialSql: string;
  initialBaseUrl?: string;
  /** The community translator repository: where to report unsupported SQL and send pull requests. */
  repoUrl: string;
};

type ParserStatus = 'loading' | 'ready' | 'failed';

export function SqlToRestWidget({ initialSql, initialBaseUrl, repoUrl }: SqlToRestWidgetProps) {
  // Spec §2: the SQL is formatted once when the editor mounts.
  const [startSql] = useState(() => formatSql(initialSql) ?? initialSql);
  const [state, dispatch] = useReducer(widgetReducer, undefined, () =>
    initialWidgetState(startSql, initialBaseUrl),
  );
  const [parser, setParser] = useState<ParserStatus>(() => (isParserReady() ? 'ready' : 'loading'));
  const [parserAttempt, setParserAttempt] = useState(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const latestSql = useRef(startSql);
  const view = useRef<EditorView | null>(null);
  const ids = { error: useId(), assumptions: useId(), faqs: useId(), label: useId() };

  const translate = useCallback((sql: string) => {
    const outcome = translateSql(sql);
    // Spec §8: anything that is not one of the translator's error categories goes to the console only.
    if (outcome.type === 'unexpected') console.error(outcome.error);
    dispatch({ type: 'sql-changed', sql, outcome });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (after a failed load) loads again
  useEffect(() => {
    let cancelled = false;
    initParser({ wasmUrl: WASM_URL }).then(
      () => {
        if (!cancelled) setParser('ready');
      },
      (error: unknown) => {
        console.error(error);
        if (!cancelled) setParser('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [parserAttempt]);

  // Whatever was typed while the parser loaded is translated as soon as it is ready.
  useEffect(() => {
    if (parser === 'ready') translate(latestSql.current);
  }, [parser, translate]);

  const onSqlChange = useCallback(
    (sql: string) => {
      latestSql.current = sql;
      if (isParserReady()) translate(sql);
    },
    [translate],
  );

  const format = () => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    const formatted = formatSql(current);
    const change = formatted === undefined ? undefined : minimalChange(current, formatted);
    // One undoable transaction: Ctrl/Cmd+Z brings back the text exactly as typed.
    if (change) editor.dispatch({ changes: change, userEvent: 'input.format', scrollIntoView: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Spec §2: Ctrl/Cmd+S formats the SQL; the browser's "Save page" dialog never opens from the widget.
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      format();
    }
  };

  const openDialog = useCallback((button: HTMLButtonElement) => {
    opener.current = button;
    setDialogOpen(true);
  }, []);

  const blocked = outputsBlocked(state);
  const panels = Object.fromEntries(LANGUAGES.map(({ id }) => [id, outputPanel(state, id)])) as Record<
    Language,
    OutputPanel
  >;
  const faqs = applicableFaqs({
    language: state.language,
    statement: state.statement,
    request: state.request,
  });
  const errorShown =
    parser === 'ready' && state.error && state.error.kind !== 'render' ? state.error : undefined;
  const errorMark = useMemo(() => {
    if (errorShown?.position === undefined) return undefined;
    const range = errorRange(state.sql, errorShown.position);
    return range ? { sql: state.sql, range, message: errorShown.message } : undefined;
  }, [errorShown, state.sql]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the shortcut is handled for everything inside the widget
    <div
      data-slot="sql-to-rest"
      data-state={parser === 'ready' ? 'ready' : parser}
      data-pagefind-ignore
      onKeyDown={onKeyDown}
      className={clsx('not-prose my-6', CODE_COLOR_VARIABLES)}
    >
      <div className={EDITOR_FRAME}>
        <div className={FRAME_BAR}>
          <span id={ids.label} className="text-sm font-medium">
            SQL
          </span>
          <button
            type="button"
            onClick={format}
            aria-keyshortcuts="Control+S Meta+S"
            className="rounded-md px-2 py-1 text-xs text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            Format <kbd className="font-mono">Ctrl/⌘ S</kbd>
          </button>
        </div>
        <SqlEditor
          className={EDITOR_FOCUS_RING}
          initialValue={startSql}
          onChange={onSqlChange}
          viewRef={view}
          label="SQL query"
          describedBy={errorShown ? ids.error : undefined}
          error={errorMark}
        />
      </div>

      {parser !== 'ready' ? (
        <OutputPlaceholder
          message={
            parser === 'loading' ? (
              'Loading the SQL parser…'
            ) : (
              <span>
                The SQL parser could not be loaded.{' '}
                <button
                  type="button"
                  className="font-medium text-foreground underline underline-offset-2"
                  onClick={() => {
                    setParser('loading');
                    setParserAttempt((count) => count + 1);
                  }}
                >
                  Try again
                </button>
              </span>
            )
          }
        />
      ) : (
        <>
          {/* Takes no room while there is no error, so the outputs sit right under the editor. */}
          <div className="mt-3 text-sm empty:hidden" data-slot="translation-error">
            {errorShown ? (
              <TranslationError
                id={ids.error}
                error={errorShown}
                repoUrl={repoUrl}
                rpcDocsUrl={RPC_DOCS_URL}
              />
            ) : null}
          </div>
          <div
            inert={blocked}
            data-slot="outputs"
            data-disabled={blocked || undefined}
            className={clsx('mt-3', blocked && 'opacity-50 grayscale')}
          >
            <OutputTabs
              panels={panels}
              selected={state.language}
              onSelect={(language) => dispatch({ type: 'language-selected', language })}
              onHostClick={openDialog}
            />
            <p className="mt-2 text-xs text-muted-foreground">
              Select the underlined host to change the base URL. Requests are shown only, never sent.
            </p>
            <Assumptions items={state.assumptions} headingId={ids.assumptions} />
          </div>
        </>
      )}

      <FaqList ids={faqs} headingId={ids.faqs} />

      <p className="mt-6 text-sm text-muted-foreground">
        Found SQL that PostgREST supports but the translator refuses?{' '}
        <a href={repoUrl} className="text-primary underline underline-offset-2">
          Report it in the community repository
        </a>
        . For queries PostgREST cannot express, write a database function and{' '}
        <a href={RPC_DOCS_URL} className="text-primary underline underline-offset-2">
          call it through the RPC endpoint
        </a>
        .
      </p>

      <BaseUrlDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        baseUrl={state.baseUrl}
        onSave={(baseUrl) => dispatch({ type: 'base-url-changed', baseUrl })}
        onCloseFocus={() => {
          const button = opener.current;
          if (button?.isConnected) button.focus();
        }}
      />
    </div>
  );
}
