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
    /**
     * Only requests whose `Origin` header is this origin; leave out for every request. Lets tests that share
     * one server, each serving the site from its own origin, run side by side without seeing each other's faults.
     */
    origin: z
      .url({ protocol: /^https?$/ })
      .refine((value) => new URL(value).origin === value, 'an origin only: scheme, host and port')
      .optional(),
  })
  .refine((fault) => fault.body === undefined || fault.status != null, {
    message: 'body needs a status',
    path: ['body'],
  });

type Fault = z.infer<typeof faultSchema>;

export interface FaultStore {
  add(fault: Fault): void;
  /** Removes the faults scoped to `origin`, or all of them without one. */
  clear(origin?: string): void;
  /** The first fault matching this request (`origin` is its Origin header, if any), counting one use of it. */
  take(method: string, path: string, origin?: string): Fault | null;
}

export function createFaultStore(): FaultStore {
  let faults: { fault: Fault; left: number | null }[] = [];
  const matches = (fault: Fault, method: string, path: string, origin: string | undefined) =>
    (fault.origin === undefined || fault.origin === origin) &&
    (fault.method === '*' || fault.method === method) &&
    (fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path);

  return {
    add: (fault) => faults.push({ fault, left: fault.times ?? null }),
    clear: (origin) => {
      faults = origin === undefined ? [] : faults.filter(({ fault }) => fault.origin !== origin);
    },
    take(method, path, origin) {
      const entry = faults.find(({ fault }) => matches(fault, method, path, origin));
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
    const fault = store.take(c.req.method, c.req.path, c.req.header('Origin'));
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
