// DNS rebinding: a page on evil.example can make its own name resolve to 127.0.0.1 and then read this
// server's answers as same-origin. The browser still sends `Host: evil.example:<port>`, so only the names
// this server is known by are answered; anything else is 421 Misdirected Request.
import { createMiddleware } from 'hono/factory';
import { errorBody } from './error-handler.ts';

/** `127.0.0.1:<port>`, `localhost:<port>` and each configured name (with `:<port>` unless it has one). */
export function allowedHosts(port: number, configured: readonly string[] = []): Set<string> {
  const names = ['127.0.0.1', 'localhost', ...configured].map((name) => name.trim().toLowerCase());
  return new Set(names.filter(Boolean).map((name) => (/:\d+$/.test(name) ? name : `${name}:${port}`)));
}

export function hostAllowList(hosts: Set<string>) {
  return createMiddleware(async (c, next) => {
    const host = c.req.header('Host')?.toLowerCase();
    if (host && hosts.has(host)) return next();
    const message = 'Misdirected request: this server answers only to its own host names';
    return c.json(errorBody(c.req.path, 421, message), 421);
  });
}
