/**
 * The project URL and anon key, from `.env.local`. Each variable is written out in full: Next.js copies a
 * `NEXT_PUBLIC_` value into browser code only where it finds the whole name, never through `process.env[name]`.
 */
export function supabaseEnv(): { url: string; anonKey: string } {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (!url || !anonKey) {
    throw new Error(
      "Set NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY in .env.local (your project's API settings show both).",
    );
  }
  return { url, anonKey };
}
