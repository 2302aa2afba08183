/// <reference types="astro/client" />

// What src/middleware.ts puts on every request's `locals`.
declare namespace App {
  interface Locals {
    supabase: import('@supabase/supabase-js').SupabaseClient;
    /** The user Auth confirmed for this request's cookies, or null when signed out. */
    user: import('@supabase/supabase-js').User | null;
  }
}

interface ImportMetaEnv {
  readonly PUBLIC_SUPABASE_URL: string;
  readonly PUBLIC_SUPABASE_ANON_KEY: string;
}
