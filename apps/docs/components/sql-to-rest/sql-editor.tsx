'use client';

import type { EditorView } from '@codemirror/view';
import {
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cn } from '@/lib/cn';
import { whenIdle } from '@/lib/loading/when-idle';
import { yieldToMain } from '@/lib/loading/yield-to-main';
import { applyEarlyEdits } from '@/lib/sql-to-rest/early-input';
import { minimalChange, type TextChange } from '@/lib/sql-to-rest/minimal-change';
import type { ErrorMark } from '@/lib/sql-to-rest/widget-view';
import type { EditorCompartments } from './editor-setup';
import { EditorText } from './placeholders';
import { type EditorIntent, earlyInputHandlers, newIntent } from './sql-editor-input';
import { useDarkClass } from './use-dark-class';

export type { EditorIntent };

/** What the widget may do with the editor once it exists. */
export type EditorHandle = {
  text(): string;
  /** Replaces a stretch of text; `undoable: false` keeps the change out of the undo history. */
  apply(change: TextChange, undoable: boolean): void;
};

export type SqlEditorProps = {
  /** The text the editor starts with (already formatted); later changes come from the reader. */
  initialValue: string;
  onChange: (value: string) => void;
  /** Receives the handle once the editor exists, for commands such as formatting. */
  handleRef: RefObject<EditorHandle | null>;
  /** Called once the editor exists and `handleRef` is set. */
  onReady?: () => void;
  /**
   * The reader reached for the SQL before this component existed: the editor is built at once, with what they
   * typed, and keeps the focus the static text had.
   */
  initialIntent?: EditorIntent;
  /** Accessible name of the text area. */
  label: string;
  /** Id of the element that describes the current error, if any. */
  describedBy?: string;
  /** The stretch of `error.sql` to underline; ignored once the text has changed since. */
  error?: ErrorMark;
  className?: string;
};

/** CodeMirror's packages in dependency order, each evaluated in its own task before the editor is built. */
const EDITOR_PACKAGES = [
  () => import('@codemirror/state'),
  () => import('@codemirror/view'),
  () => import('@codemirror/language'),
  () => import('@codemirror/commands'),
];

type Loaded = { view: EditorView; setup: typeof import('./editor-setup'); compartments: EditorCompartments };

/**
 * CodeMirror 6 with PostgreSQL highlighting. Tab is left to the browser (it moves focus out, as keyboard
 * users expect), and the theme follows the site's light/dark class. Until the reader first reaches for the SQL
 * (pointer down, focus or a key on it), the text is static, as the page was built; only then is the editor
 * built, in slices (its code, the state, the view, then the SQL language), each its own task. The caret goes
 * where the reader clicked, and keys typed meanwhile (Ctrl/Cmd+A too) are replayed into the editor. Focus
 * passes from the island's text to this one and then to CodeMirror within a task each time, so no key
 * typed meanwhile can land on the page instead.
 */
export function SqlEditor({
  initialValue,
  onChange,
  handleRef,
  onReady,
  initialIntent,
  label,
  describedBy,
  error,
  className,
}: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  // The island's object itself: what it records while this mounts is replayed too.
  const intent = useRef(initialIntent ?? newIntent());
  const [wanted, setWanted] = useState(initialIntent !== undefined);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const dark = useDarkClass();
  // Read when the view is created; later changes are applied by the effects below.
  const latest = useRef({ dark, label, describedBy });
  latest.current = { dark, label, describedBy };

  // The island's text had focus when this replaced it: this text takes it in the same commit (a layout
  // effect), before the browser can hand the next key to the page. With an effect, keys typed before it ran
  // were lost.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (intent.current.focused && (active === null || active === document.body)) {
      placeholder.current?.focus({ preventScroll: true });
    }
  }, []);

  const want = useCallback(() => setWanted(true), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is created once; later props are applied below
  useEffect(() => {
    const parent = host.current;
    if (!parent || !wanted) return;
    let cancelled = false;
    let view: EditorView | undefined;
    (async () => {
      // One package per task: evaluating all of CodeMirror at once is a long task on a slow phone.
      for (const load of EDITOR_PACKAGES) {
        await load();
        await yieldToMain();
        if (cancelled) return;
      }
      const setup = await import('./editor-setup');
      await yieldToMain();
      if (cancelled) return;
      const compartments = setup.createCompartments();
      const state = setup.createState(
        {
          doc: initialValue,
          dark: latest.current.dark,
          attributes: contentAttributes(latest.current.label, latest.current.describedBy),
          onDocChanged: (text) => onChangeRef.current(text),
        },
        compartments,
      );
      await yieldToMain();
      if (cancelled) return;
      // Built detached, and put in the page after the next frame: creating the view, restyling the page for
      // the styles CodeMirror adds, and laying out the editor are then three tasks instead of one long one.
      view = new setup.EditorView({ state });
      await afterNextFrame();
      if (cancelled) return;
      parent.append(view.dom);
      const hadFocus = placeholder.current !== null && document.activeElement === placeholder.current;
      // Swapped in the same frame, so nothing moves.
      if (placeholder.current) placeholder.current.hidden = true;
      const created = view;
      created.requestMeasure();
      handleRef.current = {
        text: () => created.state.doc.toString(),
        apply: (change, undoable) => setup.applyChange(created, change, undoable),
      };
      // The format once on mount (onReady) asks for the text as built; typing replayed below makes that
      // answer stale.
      onReadyRef.current?.();
      const edits = intent.current.edits.splice(0);
      const clicked = edits.some((edit) => 'caret' in edit);
      const focusNowhere = document.activeElement === null || document.activeElement === document.body;
      // Focused before the replay: a focused view puts the selection it is given in the page at once, where the
      // next key lands (focused after, a key could go where the browser put the caret on focus).
      if (hadFocus || (clicked && focusNowhere)) created.focus();
      if (edits.length > 0) {
        const before = created.state.doc.toString();
        const typed = applyEarlyEdits(before, edits);
        const change = minimalChange(before, typed.doc);
        created.dispatch({
          ...(change ? { changes: change, userEvent: 'input.type' } : {}),
          selection: { anchor: typed.anchor, head: typed.head },
          scrollIntoView: true,
        });
      }
      startTransition(() => setLoaded({ view: created, setup, compartments }));
      // Colour only: lang-sql's PostgreSQL dialect is evaluated when the page is idle, after start-up's work.
      await whenIdle();
      await import('@codemirror/lang-sql');
      await yieldToMain();
      const language = await import('./editor-language');
      await yieldToMain();
      if (cancelled) return;
      created.dispatch({ effects: compartments.language.reconfigure(language.postgresLanguage()) });
    })().catch((thrown: unknown) => {
      // The widget stays usable as text; the reader sees the SQL, and the outputs keep working.
      console.error(thrown);
    });
    return () => {
      cancelled = true;
      view?.destroy();
      handleRef.current = null;
    };
  }, [wanted]);

  useEffect(() => {
    if (!loaded) return;
    const { view, setup, compartments } = loaded;
    view.dispatch({ effects: compartments.darkness.reconfigure(setup.EditorView.darkTheme.of(dark)) });
  }, [dark, loaded]);

  useEffect(() => {
    if (!loaded) return;
    const { view, setup, compartments } = loaded;
    view.dispatch({
      effects: compartments.attributes.reconfigure(
        setup.EditorView.contentAttributes.of(contentAttributes(label, describedBy)),
      ),
    });
  }, [label, describedBy, loaded]);

  useEffect(() => {
    if (!loaded) return;
    const { view, setup } = loaded;
    // The mark belongs to the text that was translated; typing since then makes it stale.
    const current = error && view.state.doc.toString() === error.sql ? error : undefined;
    view.dispatch({
      effects: setup.setErrorMark.of(current ? { ...current.range, message: current.message } : null),
    });
  }, [error, loaded]);

  return (
    <div className={cn('relative', className)} data-slot="sql-editor">
      <div ref={host} />
      {loaded ? null : (
        <EditorText
          ref={placeholder}
          sql={initialValue}
          aria-describedby={describedBy}
          {...earlyInputHandlers(intent.current, want)}
        />
      )}
    </div>
  );
}

/** Resolves in a task after the browser has rendered one more frame. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function contentAttributes(label: string, describedBy: string | undefined): Record<string, string> {
  return {
    'aria-label': label,
    // Makes the editable area count as the scroller's focusable content for every checker (it is focusable anyway).
    tabindex: '0',
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}
