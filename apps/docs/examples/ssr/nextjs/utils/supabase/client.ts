import { createBrowserClient } from '@supabase/ssr';
import { supabaseEnv } from './env';

/**
 * The client for Client Components (files marked 'use client'). It keeps the session in cookies through
 * `document.cookie`, so the server sees the same session on the next request, and it refreshes the tokens
 * itself while the tab is open. Calling it again returns the same client.
 */
export function createClient() {
  const { url, anonKey } = supabaseEnv();
  return createBrowserClient(url, anonKey);
}
