import { PostgrestClient } from '@supabase/postgrest-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type HttpRequest,
  initParser,
  renderHttp,
  renderSupabaseJs,
  type Statement,
  translateSync,
} from '../src/index.ts';
import { caseGroups } from './cases/index.ts';

const BASE = 'http://api.test/rest/v1';
const COMPARED_HEADERS = ['prefer', 'accept-profile', 'content-profile'];

type Recorded = {
  method: string;
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body: unknown;
};

/** Runs generated supabase-js code against postgrest-js with a fetch that records the request. */
async function runGenerated(code: string): Promise<Recorded> {
  const calls: Recorded[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    calls.push({
      method: init?.method ?? 'GET',
      path: decodeURIComponent(url.pathname.slice(new URL(BASE).pathname.length)),
      query: [...url.searchParams.entries()],
      headers: Object.fromEntries(
        COMPARED_HEADERS.flatMap((name) => (headers.has(name) ? [[name, headers.get(name) ?? '']] : [])),
      ),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  const supabase = new PostgrestClient(BASE, { fetch });
  const run = new Function('supabase', `return (async () => {\n${code}\nreturn { data, error };\n})();`);
  await run(supabase);
  expect(calls).toHaveLength(1);
  return calls[0] as Recorded;
}

function expectedFrom(request: HttpRequest, statement: Statement): Recorded {
  const headers = Object.fromEntries(
    request.headers
      .filter(([name]) => COMPARED_HEADERS.includes(name.toLowerCase()))
      .map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    method: request.method,
    path: decodeURIComponent(request.path),
    query: request.query,
    headers,
    body: request.body ?? (statement.type === 'delete' || statement.type === 'select' ? null : request.body),
  };
}

/** Prefer is a list of tokens; postgrest-js joins repeated headers with ", ". */
function normalise(recorded: Recorded, statement: Statement): Recorded {
  const headers = { ...recorded.headers };
  if (headers.prefer !== undefined) {
    let tokens = headers.prefer.split(/,\s*/);
    // postgrest-js's select() always adds return=representation; on a function call PostgREST ignores it.
    if (statement.type === 'rpc') tokens = tokens.filter((token) => token !== 'return=representation');
    if (tokens.length > 0) headers.prefer = tokens.join(',');
    else delete headers.prefer;
  }
  const query = [...recorded.query].sort(([a, x], [b, y]) =>
    a === b ? x.localeCompare(y) : a.localeCompare(b),
  );
  return { ...recorded, headers, query };
}

beforeAll(() => initParser());

describe('supabase-js code sends the same request as the HTTP rendering', () => {
  for (const group of caseGroups) {
    const cases = group.cases.filter((testCase) => !testCase.error && !testCase.renderError);
    if (cases.length === 0) continue;
    describe(group.feature, () => {
      for (const testCase of cases) {
        it(testCase.sql, async () => {
          const { statement } = translateSync(testCase.sql);
          const request = renderHttp(statement);
          const { code } = renderSupabaseJs(statement);
          const sent = normalise(await runGenerated(code), statement);
          const expected = normalise(expectedFrom(request, statement), statement);
          expect(sent).toEqual(expected);
        });
      }
    });
  }
});
