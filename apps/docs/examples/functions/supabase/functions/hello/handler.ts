/** Greets the name in the JSON body; anything else is a 400 with a message to act on. */
export async function handler(request: Request): Promise<Response> {
  const { name } = await request.json().catch(() => ({ name: undefined }));
  if (typeof name !== 'string' || name.length === 0) {
    return Response.json({ error: 'Send a JSON body with a "name".' }, { status: 400 });
  }
  return Response.json({ message: `Hello, ${name}!` });
}
