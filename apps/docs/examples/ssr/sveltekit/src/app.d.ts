import type { SupabaseClient, User } from '@supabase/supabase-js';

// What hooks.server.ts puts on every request's `locals`.
declare global {
  namespace App {
    interface Locals {
      supabase: SupabaseClient;
      /** The user Auth confirmed for this request's cookies, or null when signed out. */
      user: User | null;
    }
  }
}
