import { useEffect, useState } from 'react';
import { fetchInstruments, type Instrument } from './instruments';
import { supabase } from './supabase-client';

export default function App() {
  const [instruments, setInstruments] = useState<Instrument[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchInstruments(supabase)
      .then(setInstruments)
      .catch((reason: Error) => setError(reason.message));
  }, []);

  if (error) return <p role="alert">Could not load instruments: {error}</p>;
  return (
    <ul>
      {instruments.map((instrument) => (
        <li key={instrument.id}>{instrument.name}</li>
      ))}
    </ul>
  );
}
