import { corsHeaders } from '../_shared/cors.ts';

/** Answers the preflight first, then adds the CORS headers to every answer, the error included. */
export async function handler(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') {
    return new Response(null, { status: 204, headers: corsHeaders });
  }
  const body = await request.json().catch(() => null);
  if (typeof body?.name !== 'string') {
    return Response.json({ error: 'Send a JSON body with a "name".' }, { status: 400, headers: corsHeaders });
  }
  return Response.json({ message: `Hello, ${body.name}!` }, { headers: corsHeaders });
}
