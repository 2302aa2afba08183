import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { actAs, actAsOwner } from './platform-db';

/*
 * Just enough of the REST API to run the quickstart's sample code for real: `GET /rest/v1/<table>` with
 * `select` and `order`, answered from PGlite as the `anon` role, so row level security applies as it would on a
 * project. Anything else is a 400, so a sample that asks for more fails its test instead of passing by accident.
 */

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function quoteIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`unsupported identifier "${name}"`);
  return `"${name}"`;
}

export function buildSelect(table: string, params: URLSearchParams): string {
  const columns = (params.get('select') ?? '*')
    .split(',')
    .map((column) => column.trim())
    .map((column) => (column === '*' ? '*' : quoteIdentifier(column)));
  const order = params.get('order');
  const orderBy = order
    ? ` order by ${order
        .split(',')
        .map((part) => {
          const [column = '', direction = 'asc'] = part.split('.');
          if (direction !== 'asc' && direction !== 'desc') throw new Error(`unsupported order "${part}"`);
          return `${quoteIdentifier(column)} ${direction}`;
        })
        .join(', ')}`
    : '';
  for (const key of params.keys()) {
    if (key !== 'select' && key !== 'order') throw new Error(`unsupported parameter "${key}"`);
  }
  return `select ${columns.join(', ')} from public.${quoteIdentifier(table)}${orderBy}`;
}

export async function startRestStandIn(db: PGlite): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const table = /^\/rest\/v1\/([^/]+)$/.exec(url.pathname)?.[1];
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!request.headers.apikey) return send(401, { message: 'No API key found in request' });
    if (request.method !== 'GET' || !table)
      return send(400, { message: 'only GET /rest/v1/<table> is supported' });
    try {
      const sql = buildSelect(table, url.searchParams);
      await actAs(db, { role: 'anon' });
      const result = await db.query(sql);
      send(200, result.rows);
    } catch (error) {
      send(400, { message: error instanceof Error ? error.message : String(error) });
    } finally {
      await actAsOwner(db);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}
