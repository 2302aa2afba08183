// POST /__faults adds a fault; DELETE /__faults clears them all, or with `?origin=` only those scoped to that
// origin. Mounted only with --faults.
import { Hono } from 'hono';
import { HttpError } from '../http/errors.ts';
import { type FaultStore, faultSchema } from '../http/faults.ts';

export function faultRoutes(store: FaultStore) {
  return new Hono()
    .post('/__faults', async (c) => {
      const fault = faultSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!fault.success) {
        throw new HttpError(
          400,
          `Invalid fault: ${fault.error.issues.map((issue) => issue.path.join('.') || issue.message).join(', ')}`,
        );
      }
      store.add(fault.data);
      return c.body(null, 204);
    })
    .delete('/__faults', (c) => {
      store.clear(c.req.query('origin'));
      return c.body(null, 204);
    });
}
