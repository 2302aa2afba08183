'use client';

import { useEffect, useState } from 'react';
import { signInOnDemand } from '@/components/project-session/sign-in-on-demand';
import { VARIABLE_NAMES } from '@/lib/api-settings/messages';
import { useImportAfterLoad } from '@/lib/loading/use-import-after-load';
import { mayHaveSession } from '@/lib/project-session/session-hint';
import { ApiSettingsFrame, widgetAnchor } from './api-settings-frame';
import { ApiSettingsPlaceholder } from './api-settings-placeholder';
import type { ApiSettingsWidgetProps } from './api-settings-widget';
import { SignInPrompt } from './sign-in-prompt';

/**
 * The part of the API-settings widget that is in the page: the widget's box saying "Loading...". A reader
 * with no session and no sign-in under way (nothing of auth-js in storage, no code in the address) is asked
 * to log in right here, and auth-js loads only when they click "Log in"; otherwise the session library, the
 * query cache and the combobox are fetched after the page's `load` event. Either way they never delay the
 * first paint or count against the page's JavaScript budget.
 */
export function ApiSettingsIsland(props: ApiSettingsWidgetProps) {
  // Unknown while hydrating (the HTML is the loading box), then decided once in the browser.
  const [signedOut, setSignedOut] = useState<boolean>();
  useEffect(() => {
    setSignedOut(!mayHaveSession(() => window.localStorage, window.location.href));
    // A sign-in in another tab writes the session here too: show it.
    const onStorage = () => setSignedOut(false);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  if (signedOut) return <SignedOutIsland {...props} />;
  if (signedOut === false) return <WidgetAfterLoad {...props} />;
  return <ApiSettingsPlaceholder {...props} failed={false} />;
}

function WidgetAfterLoad(props: ApiSettingsWidgetProps) {
  const loaded = useImportAfterLoad(() =>
    import('./api-settings-widget').then((module) => module.ApiSettingsWidget),
  );
  if (loaded.status === 'ready') return <loaded.value {...props} />;
  return <ApiSettingsPlaceholder {...props} failed={loaded.status === 'failed'} />;
}

/** The widget's signed-out state (a prompt to log in) without its code: "Log in" loads auth-js and starts the sign-in. */
function SignedOutIsland({ variable, headingLevel, authUrl }: ApiSettingsWidgetProps) {
  const signIn = () => signInOnDemand(authUrl, widgetAnchor(variable));
  return (
    <ApiSettingsFrame variable={variable} headingLevel={headingLevel} state="logged-out">
      {() => (
        <SignInPrompt name={VARIABLE_NAMES[variable]} anchor={widgetAnchor(variable)} onSignIn={signIn} />
      )}
    </ApiSettingsFrame>
  );
}
