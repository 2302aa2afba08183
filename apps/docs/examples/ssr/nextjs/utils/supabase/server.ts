import { createServerClient } from '@supabase/ssr';
import { cookies } from 'next/headers';
import { supabaseEnv } from './env';

/**
 * The client for Server Components, Server Actions and Route Handlers, acting as the user whose cookies came
 * with the request. Create one per request (it reads that request's cookies); never share one between
 * requests or keep it in a module-level variable.
 */
export async function createClient() {
  const cookieStore = await cookies();
  const { url, anonKey } = supabaseEnv();

  return createServerClient(url, anonKey, {
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll: (cookiesToSet) => {
        try {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options);
        } catch {
          // Server Components may not set cookies; Next.js throws here when one tries. That is safe to ignore
          // because proxy.ts has already refreshed the session for this request and sent the new cookies.
          // In Server Actions and Route Handlers the cookies are set.
        }
      },
    },
  });
}
