import { deepStrictEqual, equal } from 'node:assert/strict';
import { createClient } from 'npm:@supabase/supabase-js@2';
import { handler } from '../hello/handler.ts';

// A handler test: a plain function from Request to Response, so no server is needed.
Deno.test('hello greets the name it is sent', async () => {
  const request = new Request('http://localhost/hello', { method: 'POST', body: '{"name":"Ada"}' });
  const response = await handler(request);
  equal(response.status, 200);
  deepStrictEqual(await response.json(), { message: 'Hello, Ada!' });
});

Deno.test('hello answers 400 without a name', async () => {
  const response = await handler(new Request('http://localhost/hello', { method: 'POST', body: '{}' }));
  equal(response.status, 400);
  deepStrictEqual(await response.json(), { error: 'Send a JSON body with a "name".' });
});

// A served test: the function under `supabase functions serve`, called as the app calls it.
Deno.test('the served function answers functions.invoke()', async () => {
  const supabase = createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_ANON_KEY') ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await supabase.functions.invoke('hello', { body: { name: 'Ada' } });
  equal(error, null);
  deepStrictEqual(data, { message: 'Hello, Ada!' });
});
