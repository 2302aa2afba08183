import type { GoTrueClient } from '@supabase/auth-js';
import { QueryClient } from '@tanstack/react-query';
import { selectionStore } from '@/components/project-session/shared-selection';

/*
 * What every API-settings widget on a page shares besides the session (components/project-session/): the
 * query cache (two widgets ask for the same lists once), and forgetting on sign-out.
 */

/** All the widget's queries start with this key, so sign-out can drop them in one call. */
export const QUERY_ROOT = 'api-settings';

let queryClient: QueryClient | undefined;

export function sharedQueryClient(): QueryClient {
  queryClient ??= new QueryClient({
    defaultOptions: {
      queries: {
        // One retry smooths over a blip; a platform that is down shows its message within about a second.
        retry: 1,
        retryDelay: 500,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
    },
  });
  return queryClient;
}

const watched = new WeakSet<GoTrueClient>();

/** Sets up the session client once so that signing out forgets the selection and every cached answer. */
export function forgetOnSignOut(client: GoTrueClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.onAuthStateChange((event) => {
    if (event !== 'SIGNED_OUT') return;
    selectionStore.forget();
    sharedQueryClient().removeQueries({ queryKey: [QUERY_ROOT] });
  });
}
