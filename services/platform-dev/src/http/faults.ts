// Fault injection for tests (only with --faults): make a route answer with a chosen status (and body), or late.
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';

export const faultSchema = z
  .object({
    method: z
      .string()
      .regex(/^[A-Za-z]+$|^\*$/)
      .transform((method) => method.toUpperCase())
      .default('*'),
    path: z.string().startsWith('/').max(2048),
    status: z.number().int().min(200).max(599).nullish(),
    delayMs: z.number().int().min(0).max(60_000).default(0),
    times: z.number().int().positive().nullish(),
    /** A JSON value to answer with instead of the default message (with `status`), e.g. `[]` for an empty list. */
    body: z.json().optional(),
  })
  .refine((fault) => fault.body === undefined || fault.status != null, {
    message: 'body needs a status',
    path: ['body'],
  });

export type Fault = z.infer<typeof faultSchema>;

export interface FaultStore {
  add(fault: Fault): void;
  clear(): void;
  /** The first fault matching this request, counting one use of it. */
  take(method: string, path: string): Fault | null;
}

export function createFaultStore(): FaultStore {
  let faults: { fault: Fault; left: number | null }[] = [];
  const matches = (fault: Fault, method: string, path: string) =>
    (fault.method === '*' || fault.method === method) &&
    (fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path);

  return {
    add: (fault) => faults.push({ fault, left: fault.times ?? null }),
    clear: () => {
      faults = [];
    },
    take(method, path) {
      const entry = faults.find(({ fault }) => matches(fault, method, path));
      if (!entry) return null;
      if (entry.left !== null && --entry.left <= 0) faults = faults.filter((other) => other !== entry);
      return entry.fault;
    },
  };
}

/** Applies a matching fault before the real route: waits `delayMs`, then answers `status` (and `body`) or goes on. */
export function injectFaults(store: FaultStore) {
  return createMiddleware(async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const fault = store.take(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.status == null) return next();
    c.status(fault.status as 200);
    const body = fault.body !== undefined ? fault.body : { message: `Injected fault: ${fault.status}` };
    return c.body(JSON.stringify(body), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
}
