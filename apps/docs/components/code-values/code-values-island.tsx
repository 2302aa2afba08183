'use client';

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { firstApiSettingsWidget } from '@/components/project-session/first-widget';
import { LinkedSentence } from '@/components/project-session/linked-sentence';
import { signInOnDemand } from '@/components/project-session/sign-in-on-demand';
import { Button } from '@/components/ui/button';
import { initialMode, isChoiceChange, readMode, saveMode } from '@/lib/code-values/choice-store';
import { chooserOptions, modeOfOption, optionOfMode } from '@/lib/code-values/chooser-options';
import { publishCodeValues } from '@/lib/code-values/current-values';
import { fillCodeValues } from '@/lib/code-values/fill-code-values';
import { CHOOSER_MESSAGES } from '@/lib/code-values/messages';
import {
  type CodeValuesMode,
  type LocalStack,
  localCodeValues,
  valuesSourceLabel,
} from '@/lib/code-values/values';
import { AUTH_STORAGE_KEY, mayHaveSession } from '@/lib/project-session/session-hint';
import { ChooserControls } from './chooser-controls';
import { CHOOSER_ANCHOR, ChooserFrame, StaticChooserControl } from './chooser-frame';

export type CodeValuesIslandProps = {
  /** The local stack's addresses and anon key, from data/shared-data.ts (passed by the server part). */
  local: LocalStack;
  authUrl: string;
  platformApiUrl: string;
  dashboardUrl: string;
};

/** Loaded only for a reader who may have a session: auth-js and the platform calls. */
const ProjectChooser = lazy(() =>
  import('./project-chooser').then((module) => ({ default: module.ProjectChooser })),
);

const storage = () => window.localStorage;

/** The chooser before its code has decided anything: what the static page shows. */
export function StaticChooser() {
  return (
    <ChooserFrame state="static" control={<StaticChooserControl text={CHOOSER_MESSAGES.placeholders} />} />
  );
}

/**
 * "Code samples use: [ … ▾]" above a page's first fillable sample. Local development and placeholders need no
 * session code; a reader who may have a session gets the project list (./project-chooser, loaded on demand).
 * The mode is kept in localStorage and followed across tabs (the `storage` event).
 */
export function CodeValuesIsland(props: CodeValuesIslandProps) {
  const [start, setStart] = useState<{ session: boolean; mode: CodeValuesMode }>();
  useEffect(() => {
    const session = mayHaveSession(storage, window.location.href);
    setStart({ session, mode: initialMode(readMode(storage), session) });
  }, []);
  if (!start) return <StaticChooser />;
  return <Chooser {...props} startSession={start.session} startMode={start.mode} />;
}

function Chooser({
  local,
  authUrl,
  platformApiUrl,
  dashboardUrl,
  startSession,
  startMode,
}: CodeValuesIslandProps & { startSession: boolean; startMode: CodeValuesMode }) {
  const [mode, setMode] = useState(startMode);
  const [session, setSession] = useState(startSession);

  // Another tab changed the mode, the project, or signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (!isChoiceChange(event.key) && !event.key?.startsWith(AUTH_STORAGE_KEY)) return;
      const hasSession = mayHaveSession(storage, window.location.href);
      setSession(hasSession);
      setMode(initialMode(readMode(storage), hasSession));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Local development and placeholders fill here; a project's values are filled by the project chooser.
  useEffect(() => {
    if (mode === 'project') return;
    const values = mode === 'local' ? localCodeValues(local) : {};
    fillCodeValues(document, values, valuesSourceLabel('local'));
    publishCodeValues(values);
  }, [mode, local]);

  const choose = useCallback((next: CodeValuesMode) => {
    saveMode(storage, next);
    setMode(next);
  }, []);

  const signedOut = (
    <SignedOutChooser mode={mode === 'project' ? 'placeholders' : mode} choose={choose} authUrl={authUrl} />
  );
  if (!session) return signedOut;
  return (
    <Suspense fallback={<StaticChooser />}>
      <ProjectChooser
        mode={mode}
        choose={choose}
        authUrl={authUrl}
        platformApiUrl={platformApiUrl}
        dashboardUrl={dashboardUrl}
        signedOut={signedOut}
      />
    </Suspense>
  );
}

/**
 * The page's first API-settings widget and whether it comes after the chooser, when the page has one: its
 * "Log in" serves the chooser too. Read in the browser only (the chooser's code arrives after `load`).
 */
function widgetToLogInAt(): { id: string; where: 'above' | 'below' } | undefined {
  const widget = firstApiSettingsWidget();
  const chooser = document.getElementById(CHOOSER_ANCHOR);
  if (!widget || !chooser) return undefined;
  const below = chooser.compareDocumentPosition(widget) & Node.DOCUMENT_POSITION_FOLLOWING;
  return { id: widget.id, where: below ? 'below' : 'above' };
}

function SignedOutChooser({
  mode,
  choose,
  authUrl,
}: {
  mode: 'local' | 'placeholders';
  choose: (mode: CodeValuesMode) => void;
  authUrl: string;
}) {
  const [problem, setProblem] = useState<string>();
  const [widget] = useState(widgetToLogInAt);
  const logIn = async () => {
    const error = await signInOnDemand(authUrl, CHOOSER_ANCHOR);
    if (error) setProblem(error);
  };
  return (
    <ChooserControls
      state="signed-out"
      options={chooserOptions([], false)}
      value={optionOfMode(mode)}
      onChange={(value) => {
        const next = modeOfOption(value);
        if (next) choose(next);
      }}
      aside={
        problem ? (
          <span role="alert" className="line-clamp-2 text-destructive">
            {problem}
          </span>
        ) : widget ? (
          <span>
            <LinkedSentence sentence={CHOOSER_MESSAGES.logInAt(widget.where)} href={`#${widget.id}`} />
          </span>
        ) : (
          // The same solid button as the API-settings widget's "Log in": one look for the one action. 28px tall,
          // so its focus ring fits the 36px line beside the combobox, which clips what sticks out.
          <Button size="sm" className="h-7!" onClick={logIn}>
            {CHOOSER_MESSAGES.logIn}
          </Button>
        )
      }
    />
  );
}
