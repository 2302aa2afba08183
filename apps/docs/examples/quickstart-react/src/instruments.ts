import type { SupabaseClient } from '@supabase/supabase-js';

export interface Instrument {
  id: number;
  name: string;
}

/** Reads every instrument, alphabetically. Throws the API's error so the caller can show it. */
export async function fetchInstruments(client: SupabaseClient): Promise<Instrument[]> {
  const { data, error } = await client.from('instruments').select('id, name').order('name');
  if (error) throw new Error(error.message);
  return data;
}
