'use client';

import {
  type KeyboardEvent,
  lazy,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { cn } from '@/lib/cn';
import { whenIdle } from '@/lib/loading/when-idle';
import { errorRange } from '@/lib/sql-to-rest/error-range';
import { applicableFaqs } from '@/lib/sql-to-rest/faqs';
import { minimalChange } from '@/lib/sql-to-rest/minimal-change';
import { startTranslatorWorker } from '@/lib/sql-to-rest/start-worker';
import type { Outcome } from '@/lib/sql-to-rest/translate-sql';
import {
  createTranslator,
  type StartLocal,
  type Translator,
  type TranslatorStatus,
} from '@/lib/sql-to-rest/translator-client';
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
import { CODE_COLOR_VARIABLES } from './code-colors';
import { FaqList } from './faq-list';
import { OutputTabs } from './output-tabs';
import { EDITOR_FRAME, FRAME_BAR, OUTPUT_NOTE, OutputPlaceholder, SQL_LABEL } from './placeholders';
import { type EditorHandle, type EditorIntent, SqlEditor } from './sql-editor';
import { TranslationError } from './translation-error';

/** Served from public/wasm/ (copied there by scripts/copy-wasm.mjs), so the page works offline. */
const PARSER = { wasmUrl: '/wasm/libpg-query.wasm', glueUrl: '/wasm/libpg-query.mjs' };
/**
 * The parser also starts on the page (from the worker's compiled module, in its own chunk) once the reader
 * shows they may type: the first focus inside the widget, then an idle moment. Setting up the parser's
 * runtime is a task of its own, which a reader who only reads never pays for. From then on keystrokes are
 * translated in the same frame.
 */
function startLocalAfter(intent: Promise<void>): StartLocal {
  return async (wasmModule) => {
    await intent;
    await whenIdle(LOCAL_START_IDLE_MS);
    const { startLocalTranslator } = await import('@/lib/sql-to-rest/local-translator');
    return startLocalTranslator(wasmModule, PARSER.glueUrl);
  };
}
/** Typing right after focusing goes through the worker meanwhile, so the page-side parser need not wait long. */
const LOCAL_START_IDLE_MS = 300;
/**
 * The base-URL dialog (Radix, and class merging that is slow on first use) loads when a host is first
 * selected, so none of it runs while the widget starts.
 */
const BaseUrlDialog = lazy(() =>
  import('./base-url-dialog').then((module) => ({ default: module.BaseUrlDialog })),
);
/** CodeMirror draws no focus outline of its own; the editor area gets the site's ring instead. */
const EDITOR_FOCUS_RING = 'focus-within:outline-2 focus-within:-outline-offset-2 focus-within:outline-ring';
/** The guide section on calling database functions through /rpc. */
const RPC_DOCS_URL = '/guides/api/#calling-functions';

export type SqlToRestWidgetProps = {
  initialSql: string;
  initialBaseUrl?: string;
  /** The community translator repository: where to report unsupported SQL and send pull requests. */
  repoUrl: string;
  /** `initialSql` translated when the page was built: the outputs show at once, before the parser has loaded. */
  initialOutcome?: Exclude<Outcome, { type: 'unexpected' }>;
  /** The reader reached for the SQL before the widget's code arrived (a click, focus, typing). */
  initialIntent?: EditorIntent;
};

export function SqlToRestWidget({
  initialSql,
  initialBaseUrl,
  repoUrl,
  initialOutcome,
  initialIntent,
}: SqlToRestWidgetProps) {
  const [state, dispatch] = useReducer(widgetReducer, undefined, () => {
    const initial = initialWidgetState(initialSql, initialBaseUrl);
    return initialOutcome
      ? widgetReducer(initial, { type: 'sql-changed', sql: initialSql, outcome: initialOutcome })
      : initial;
  });
  const [parser, setParser] = useState<TranslatorStatus>('loading');
  const [parserAttempt, setParserAttempt] = useState(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  /** Whether the dialog has been opened once (its code is loaded then, and it stays mounted after). */
  const [dialogUsed, setDialogUsed] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const latestSql = useRef(initialSql);
  const editor = useRef<EditorHandle | null>(null);
  const translator = useRef<Translator | null>(null);
  /** Whether the next formatting answer is the one on mount (kept out of the undo history). */
  const formatOnMount = useRef(true);
  const firstAnswer = useRef(true);
  const root = useRef<HTMLDivElement>(null);
  /** Resolves on the first focus inside the widget (see startLocalAfter). */
  const [focusIntent] = useState(() => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  });
  const failed = useRef(false);
  /** `data-translating` on the root while the outputs are behind the editor (for tests and styles); set by hand, not by a render per keystroke. */
  const setTranslating = useCallback((pending: boolean) => {
    root.current?.toggleAttribute('data-translating', pending);
  }, []);
  const ids = { error: useId(), assumptions: useId(), faqs: useId(), label: useId() };

  // The parser, translator and formatter run in a worker; a new attempt (after a failed load) starts a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new attempt restarts the worker
  useEffect(() => {
    const client = createTranslator(
      startTranslatorWorker,
      PARSER,
      {
        // Start-up renders (the outputs appearing) are transitions, which React renders in short slices;
        // answers to typing are rendered at once.
        onStatus: (status) => {
          failed.current = status === 'failed';
          if (failed.current) setTranslating(false);
          startTransition(() => setParser(status));
        },
        onTranslated: (sql, outcome) => {
          // Spec §8: anything that is not one of the translator's error categories goes to the console only.
          if (outcome.type === 'unexpected') console.error(outcome.error);
          setTranslating(false);
          const change = () => dispatch({ type: 'sql-changed', sql, outcome });
          if (firstAnswer.current) startTransition(change);
          else change();
          firstAnswer.current = false;
        },
        onFormatted: (sql, formatted) => {
          const handle = editor.current;
          const undoable = !formatOnMount.current;
          formatOnMount.current = false;
          // Typing since the request makes the answer stale; the reader's text wins.
          if (!handle || formatted === undefined || handle.text() !== sql) return;
          const change = minimalChange(sql, formatted);
          // One undoable transaction: Ctrl/Cmd+Z brings back the text exactly as typed.
          if (change) handle.apply(change, undoable);
        },
      },
      startLocalAfter(focusIntent.promise),
    );
    translator.current = client;
    // Whatever was typed while the worker started is translated as soon as the parser is ready; the starting
    // SQL already was, when the page was built.
    failed.current = false;
    if (!initialOutcome || latestSql.current !== initialSql) {
      setTranslating(true);
      client.translate(latestSql.current);
    }
    return () => {
      client.dispose();
      translator.current = null;
    };
  }, [parserAttempt]);

  const onSqlChange = useCallback(
    (sql: string) => {
      latestSql.current = sql;
      firstAnswer.current = false;
      // With the parser missing nothing is on its way; the text is translated after "Try again".
      if (!failed.current) setTranslating(true);
      translator.current?.translate(sql);
    },
    [setTranslating],
  );

  // Spec §2: the SQL is formatted once when the editor mounts (the page already shows it formatted).
  const onEditorReady = useCallback(() => {
    const handle = editor.current;
    if (handle && formatOnMount.current) translator.current?.format(handle.text());
  }, []);

  const format = () => {
    const handle = editor.current;
    if (!handle) return;
    formatOnMount.current = false;
    translator.current?.format(handle.text());
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
    setDialogUsed(true);
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
  // The build-time translation is shown while the parser loads; a failed parser load is shown instead.
  const outputsShown = parser === 'ready' || (parser === 'loading' && initialOutcome !== undefined);
  const errorShown = outputsShown && state.error && state.error.kind !== 'render' ? state.error : undefined;
  const errorMark = useMemo(() => {
    if (errorShown?.position === undefined) return undefined;
    const range = errorRange(state.sql, errorShown.position);
    return range ? { sql: state.sql, range, message: errorShown.message } : undefined;
  }, [errorShown, state.sql]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the shortcut is handled for everything inside the widget
    <div
      ref={root}
      data-slot="sql-to-rest"
      data-state={parser === 'ready' ? 'ready' : parser}
      data-pagefind-ignore
      onKeyDown={onKeyDown}
      onFocus={focusIntent.resolve}
      className={cn('not-prose my-6', CODE_COLOR_VARIABLES)}
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
          initialValue={initialSql}
          initialIntent={initialIntent}
          onChange={onSqlChange}
          handleRef={editor}
          onReady={onEditorReady}
          label={SQL_LABEL}
          describedBy={errorShown ? ids.error : undefined}
          error={errorMark}
        />
      </div>

      {!outputsShown ? (
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
            className={cn('mt-3', blocked && 'opacity-50 grayscale')}
          >
            <OutputTabs
              panels={panels}
              selected={state.language}
              onSelect={(language) => dispatch({ type: 'language-selected', language })}
              onHostClick={openDialog}
            />
            <p className="mt-2 text-xs text-muted-foreground">{OUTPUT_NOTE}</p>
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

      {dialogUsed ? (
        <Suspense fallback={null}>
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
        </Suspense>
      ) : null}
    </div>
  );
}
