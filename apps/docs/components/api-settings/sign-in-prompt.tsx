'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MESSAGES } from '@/lib/api-settings/messages';

export type SignInPromptProps = {
  /** What the reader will see once signed in: "project URL", "anon key". */
  name: string;
  onSignIn: () => Promise<string | undefined>;
  /** Why the last sign-in did not complete, if it didn't. */
  error?: string;
};

/** Spec §6: signed-out readers are asked to log in; the platform's sign-in page sends them back here. */
export function SignInPrompt({ name, onSignIn, error }: SignInPromptProps) {
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string>();
  const problem = startError ?? error;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{MESSAGES.logInPrompt(name)}</p>
      <div className="flex flex-wrap items-center gap-3">
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
