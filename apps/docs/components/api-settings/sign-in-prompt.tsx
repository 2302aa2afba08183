'use client';

import { useState } from 'react';
import { firstApiSettingsWidget } from '@/components/project-session/first-widget';
import { LinkedSentence } from '@/components/project-session/linked-sentence';
import { Button } from '@/components/ui/button';
import { MESSAGES } from '@/lib/api-settings/messages';

export type SignInPromptProps = {
  /** What the reader will see once signed in: "project URL", "anon key". */
  name: string;
  /** This widget's anchor id (the place "Log in" returns to). */
  anchor: string;
  onSignIn: () => Promise<string | undefined>;
  /** Why the last sign-in did not complete, if it didn't. */
  error?: string;
};

/**
 * The anchor of the page's first API-settings widget when that is another one. All widgets share one session,
 * so they are signed out together, and the first in the page is the same whenever each asks: the HTML has
 * every widget's box from the start. Read in the browser only (this prompt never renders on the server).
 */
function leadWidget(anchor: string): string | undefined {
  const first = firstApiSettingsWidget();
  return first && first.id !== anchor ? first.id : undefined;
}

/**
 * Signed-out readers are asked to log in; the platform's sign-in page sends them back here. A page
 * with several widgets asks once (issue #26): the first widget has the button, the others link to it.
 */
export function SignInPrompt({ name, anchor, onSignIn, error }: SignInPromptProps) {
  const [lead] = useState(() => leadWidget(anchor));
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string>();
  // The prompt fills the body the value will fill once signed in: a dashed box where the value will be, not a
  // line of text over an empty card.
  const box = 'm-0 rounded-md border border-dashed border-muted-foreground/40';
  if (lead) {
    return (
      <p className={`${box} flex h-full items-center px-4 text-sm text-muted-foreground`}>
        <span>
          <LinkedSentence sentence={MESSAGES.logInAbove(name)} href={`#${lead}`} />
        </span>
      </p>
    );
  }
  const problem = startError ?? error;
  return (
    <div className="flex h-full flex-col gap-3">
      <p className="m-0 text-sm text-muted-foreground">{MESSAGES.logInPrompt(name)}</p>
      <div className={`${box} flex flex-1 flex-wrap items-center justify-center gap-3 p-2`}>
        <Button
          disabled={starting}
          onClick={async () => {
            setStarting(true);
            setStartError(undefined);
            // On success the browser is on its way to the sign-in page; only a failure comes back here.
            const message = await onSignIn();
            if (message) {
              setStartError(message);
              setStarting(false);
            }
          }}
        >
          {MESSAGES.logIn}
        </Button>
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {MESSAGES.signInFailed(problem)}
          </p>
        )}
      </div>
    </div>
  );
}
