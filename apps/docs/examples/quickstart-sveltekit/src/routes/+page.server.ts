import { error, type ServerLoad } from '@sveltejs/kit';

export interface Instrument {
  id: number;
  name: string;
}

/**
 * Runs on the server for every request to the page, with the client that hooks.server.ts put in `locals`. The
 * query never runs in the browser: the browser gets the rows this function returns.
 */
export const load: ServerLoad = async ({ locals: { supabase } }) => {
  const { data, error: apiError } = await supabase.from('instruments').select('id, name').order('name');
  if (apiError) error(500, `Could not load instruments: ${apiError.message}`);
  const instruments: Instrument[] = data;
  return { instruments };
};
