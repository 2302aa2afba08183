import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One local address for a project, as the hosted platform gives each project one: `route` names the service
 * (Auth on platform-dev, the REST stand-in, a functions server) that answers each path. An upstream that cannot
 * be reached answers 502 in JSON, as a gateway would.
 */
export async function startProjectProxy(
  route: (path: string) => URL,
): Promise<{ server: Server; url: string }> {
  const server = createServer((incoming, outgoing) => {
    const target = route(incoming.url ?? '/');
    const upstream = httpRequest(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ message: 'upstream unreachable' }));
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
