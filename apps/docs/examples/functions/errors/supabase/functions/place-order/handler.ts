// Every failure leaves this function as a JSON answer with a status the caller can act on; nothing is thrown
// to the runtime, which would answer a bare 500 the caller cannot tell apart from a crash.

class BadRequest extends Error {}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function readOrder(req: Request): Promise<{ item: string; quantity: number }> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new BadRequest('The body must be JSON.');
  }
  const { item, quantity } = (body ?? {}) as Record<string, unknown>;
  if (typeof item !== 'string' || item === '') throw new BadRequest('`item` must be a non-empty string.');
  if (!Number.isInteger(quantity) || (quantity as number) < 1) {
    throw new BadRequest('`quantity` must be a whole number of at least 1.');
  }
  return { item, quantity: quantity as number };
}

export async function handler(req: Request, reserve: (item: string, quantity: number) => Promise<string>) {
  try {
    const order = await readOrder(req);
    const reservation = await reserve(order.item, order.quantity);
    return json(201, { reservation });
  } catch (error) {
    if (error instanceof BadRequest) return json(400, { error: 'bad_request', message: error.message });
    // Log the details for yourself; send the caller a stable code without internals.
    console.error('place-order failed', error);
    return json(500, { error: 'internal', message: 'The order could not be placed. Try again later.' });
  }
}
