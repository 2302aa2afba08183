import { createClient } from '@/utils/supabase/server';
import { fetchInstruments, type Instrument } from './instruments';

/**
 * A Server Component: it runs on the server for each request, queries the database there, and sends the
 * browser finished HTML. No Supabase code reaches the browser for this page.
 */
export default async function InstrumentsPage() {
  const supabase = await createClient();

  let instruments: Instrument[];
  try {
    instruments = await fetchInstruments(supabase);
  } catch (error) {
    return <p role="alert">Could not load instruments: {(error as Error).message}</p>;
  }

  return (
    <main>
      <h1>Instruments</h1>
      <ul>
        {instruments.map((instrument) => (
          <li key={instrument.id}>{instrument.name}</li>
        ))}
      </ul>
    </main>
  );
}
