// CORS for the configured docs origins only. Another origin gets no Access-Control-Allow-Origin header, so
// the browser withholds the answer from it.
import { cors } from 'hono/cors';

const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'apikey',
  'x-client-info',
  'x-supabase-api-version',
];

export function corsFor(origins: Set<string>) {
  return cors({
    origin: (origin) => (origins.has(origin) ? origin : null),
    // PUT /auth/v1/user and DELETE /auth/v1/factors/{id} are called from pages too.
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ALLOWED_HEADERS,
    // auth-js reads this header to pick how it parses error codes.
    exposeHeaders: ['X-Supabase-Api-Version', 'Retry-After'],
    maxAge: 600,
  });
}
