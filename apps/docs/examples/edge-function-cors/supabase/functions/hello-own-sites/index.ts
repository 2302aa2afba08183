import { corsHeadersFor } from '../_shared/allowed-origin.ts';

Deno.serve(async (request) => {
  const headers = corsHeadersFor(request);
  if (request.method === 'OPTIONS') {
    return new Response(null, { status: 204, headers });
  }
  const body = await request.json().catch(() => null);
  if (typeof body?.name !== 'string') {
    return Response.json({ error: 'Send a JSON body with a "name".' }, { status: 400, headers });
  }
  return Response.json({ message: `Hello, ${body.name}!` }, { headers });
});
