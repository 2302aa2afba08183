// An unmodified GoTrueClient from @supabase/auth-js, with an in-memory storage, pointed at a test server.
import { GoTrueClient, type SupportedStorage } from '@supabase/auth-js';

function memoryStorage(): SupportedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

export function authClient(base: string, storage = memoryStorage(), flowType: 'pkce' | 'implicit' = 'pkce') {
  const client = new GoTrueClient({
    url: `${base}/auth/v1`,
    storage,
    storageKey: 'docs-platform-auth',
    flowType,
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  return { client, storage };
}
