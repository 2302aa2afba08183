/*
 * What every guide snippet may use without defining it: the reader's supabase-js client and signed-in user, the
 * form values a sign-in snippet reads, and the part of Deno's runtime API the Edge Functions pages call (Deno's
 * declarations are not an npm package; these signatures are those of `Deno.serve` and `Deno.env.get` in Deno's
 * `lib.deno.ns.d.ts`). It is a module of its own so the repository's type check never sees these globals.
 * Anything else a fragment assumes goes in its fence's `context="…"` marker, where the writer sees it.
 */
export const SNIPPET_CONTEXT = `import type { SupabaseClient, User } from '@supabase/supabase-js';

declare global {
  /** The client a guide creates with createClient(url, key), without a generated Database type. */
  const supabase: SupabaseClient;
  /** The signed-in user, as auth.getUser() returns it. */
  const user: User;
  /** What the reader's sign-in form holds. */
  const email: string;
  const password: string;
  const phone: string;
  /** A file the reader picked, e.g. from an <input type="file">. */
  const file: File;

  namespace Deno {
    interface ServeHandlerInfo {
      remoteAddr: { transport: 'tcp' | 'udp'; hostname: string; port: number };
      completed: Promise<void>;
    }
    type ServeHandler = (request: Request, info: ServeHandlerInfo) => Response | Promise<Response>;
    function serve(handler: ServeHandler): { finished: Promise<void>; shutdown(): Promise<void> };
    const env: {
      get(key: string): string | undefined;
      set(key: string, value: string): void;
      has(key: string): boolean;
      toObject(): Record<string, string>;
    };
  }
}

export {};
`;
