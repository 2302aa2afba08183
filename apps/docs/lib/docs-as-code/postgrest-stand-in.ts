import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { type Answer, answerRequest, StandIn, type StandInOptions } from './postgrest/stand-in-core';

export { requestClaims, type StandInOptions } from './postgrest/stand-in-core';

/* The PostgREST stand-in over HTTP, for supabase-js and cURL in the tests; the answers come from ./postgrest/stand-in-core.ts. */

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

export type PostgrestStandIn = { url: string; server: Server };

export async function startPostgrestStandIn(
  db: PGlite,
  options: StandInOptions = {},
): Promise<PostgrestStandIn> {
  const standIn = new StandIn(db, {
    schemas: options.schemas ?? ['public'],
    aggregatesEnabled: options.aggregatesEnabled ?? false,
    maxRows: options.maxRows ?? 1000,
  });
  const send = (response: ServerResponse, answer: Answer) => {
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  };
  const server = createServer(async (request, response) => {
    const bodyText = await readBody(request);
    send(response, await answerRequest(db, standIn, request, bodyText));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}
