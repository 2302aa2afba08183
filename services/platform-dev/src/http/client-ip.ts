// The caller's IP for rate limiting: the socket's address. X-Forwarded-For is not trusted, since anyone can
// send it to a server that is not behind a proxy.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientIp(c: Context): string {
  return getConnInfo(c).remote.address ?? 'unknown';
}
