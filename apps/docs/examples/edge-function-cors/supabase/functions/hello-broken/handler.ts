/** Works with curl, fails in the browser: no answer to OPTIONS, and no CORS headers on any answer. */
export async function handler(request: Request): Promise<Response> {
  const body = await request.json().catch(() => null);
  if (typeof body?.name !== 'string') {
    return Response.json({ error: 'Send a JSON body with a "name".' }, { status: 400 });
  }
  return Response.json({ message: `Hello, ${body.name}!` });
}
