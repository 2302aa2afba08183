import type { GoTrueClient } from '@supabase/auth-js';
import { useMemo } from 'react';
import { createPlatformApi, type PlatformApi } from '@/lib/project-session/platform-api';
import type { SessionState } from '@/lib/project-session/session-state';
import { accessToken, authClient, useSession } from './auth-session';

export type ProjectSession = {
  /** The page's one session client (sign in, sign out). */
  client: GoTrueClient;
  session: SessionState;
  /** The platform calls, made with the session's current access token. */
  api: PlatformApi;
};

/**
 * The reader's session and the platform API on their behalf: what the API-settings widget and the
 * code-samples chooser both start from. Every caller on the page shares the session client.
 */
export function useProjectSession(authUrl: string, platformApiUrl: string): ProjectSession {
  const client = authClient(authUrl);
  const session = useSession(client);
  const api = useMemo(
    () => createPlatformApi({ baseUrl: platformApiUrl, getAccessToken: () => accessToken(client) }),
    [platformApiUrl, client],
  );
  return { client, session, api };
}
