import type { SupabaseClient } from '@supabase/supabase-js';

export interface Instrument {
  id: number;
  name: string;
}

/** Every instrument, alphabetically. Throws the API's error so the page can say what went wrong. */
export async function fetchInstruments(supabase: SupabaseClient): Promise<Instrument[]> {
  const { data, error } = await supabase.from('instruments').select('id, name').order('name');
  if (error) throw new Error(error.message);
  return data;
}
