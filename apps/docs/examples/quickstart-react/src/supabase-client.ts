import { createClient } from '@supabase/supabase-js';

// One client for the whole app. The anon key is safe in the browser: row level security decides what it can do.
export const supabase = createClient(
  import.meta.env.VITE_SUPABASE_URL,
  import.meta.env.VITE_SUPABASE_ANON_KEY,
);
