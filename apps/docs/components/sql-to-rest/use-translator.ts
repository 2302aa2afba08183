import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { whenIdle } from '@/lib/loading/when-idle';
import { minimalChange } from '@/lib/sql-to-rest/minimal-change';
import { startTranslatorWorker } from '@/lib/sql-to-rest/start-worker';
import type { Outcome } from '@/lib/sql-to-rest/translate-sql';
import {
  createTranslator,
  type StartLocal,
  type Translator,
  type TranslatorStatus,
} from '@/lib/sql-to-rest/translator-client';
import { initialWidgetState, type Language, widgetReducer } from '@/lib/sql-to-rest/widget-state';
import { errorMarkOf, widgetView } from '@/lib/sql-to-rest/widget-view';
import type { EditorHandle } from './sql-editor';

/** Served from public/wasm/ (copied there by scripts/copy-wasm.mjs), so the page works offline. */
const PARSER = { wasmUrl: '/wasm/libpg-query.wasm', glueUrl: '/wasm/libpg-query.mjs' };
/** Typing right after focusing goes through the worker meanwhile, so the page-side parser need not wait long. */
const LOCAL_START_IDLE_MS = 300;

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

export type TranslatorOptions = {
  initialSql: string;
  initialBaseUrl?: string;
  /** `initialSql` translated when the page was built: shown at once, and not translated again. */
  initialOutcome?: Exclude<Outcome, { type: 'unexpected' }>;
};

/**
 * The widget's translator and its results. The parser, translator and formatter start in a worker (again on
 * `retry` after a failed load); after the first focus inside the widget (`onFocus`) the parser also starts on
 * the page, and from then on each keystroke is translated in its own input event. Every output is formatted
 * once per translation, in the reducer (lib/sql-to-rest/widget-state.ts).
 */
export function useTranslator(
  { initialSql, initialBaseUrl, initialOutcome }: TranslatorOptions,
  /** The tab to start on (the reader chose it before the widget's code arrived); cURL otherwise. */
  startLanguage?: Language,
) {
  const [state, dispatch] = useReducer(widgetReducer, undefined, () => {
    const initial = initialWidgetState(initialSql, initialBaseUrl, initialOutcome);
    return startLanguage
      ? widgetReducer(initial, { type: 'language-selected', language: startLanguage })
      : initial;
  });
  const [parser, setParser] = useState<TranslatorStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const [focused] = useState(deferred);
  /** The widget's root: `data-translating` is set on it by hand while the outputs are behind the editor. */
  const root = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorHandle | null>(null);
  const translator = useRef<Translator | null>(null);
  const latestSql = useRef(initialSql);
  /** Whether the next formatting answer is the one on mount (kept out of the undo history). */
  const formatOnMount = useRef(true);
  const firstAnswer = useRef(true);
  const failed = useRef(false);

  // For tests and styles, without a render per keystroke.
  const setTranslating = useCallback((pending: boolean) => {
    root.current?.toggleAttribute('data-translating', pending);
  }, []);

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
          // Anything that is not one of the translator's error categories goes to the console only.
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
      startLocalAfter(focused.promise),
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
  }, [attempt]);

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

  // The SQL is formatted once when the editor mounts (the page already shows it formatted).
  const onEditorReady = useCallback(() => {
    const handle = editor.current;
    if (handle && formatOnMount.current) translator.current?.format(handle.text());
  }, []);

  const format = useCallback(() => {
    const handle = editor.current;
    if (!handle) return;
    formatOnMount.current = false;
    translator.current?.format(handle.text());
  }, []);

  const retry = useCallback(() => {
    setParser('loading');
    setAttempt((count) => count + 1);
  }, []);

  const selectLanguage = useCallback(
    (language: Language) => dispatch({ type: 'language-selected', language }),
    [],
  );
  const setBaseUrl = useCallback((baseUrl: string) => dispatch({ type: 'base-url-changed', baseUrl }), []);

  const view = widgetView(state, parser, initialOutcome !== undefined);
  const errorMark = useMemo(() => errorMarkOf(state.sql, view.error), [state.sql, view.error]);

  return {
    state,
    parser,
    view,
    errorMark,
    root,
    editor,
    onFocus: focused.resolve,
    onSqlChange,
    onEditorReady,
    format,
    retry,
    selectLanguage,
    setBaseUrl,
  };
}

/** A promise with its resolve function, for "the first time this happens". */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
