import type { PGlite } from '@electric-sql/pglite';
import { SignJWT } from 'jose';
import { type PostgrestStandIn, startPostgrestStandIn } from '../postgrest-stand-in';
import { startProjectProxy } from '../project-proxy';
import { type FunctionSpec, type RunningFunctions, startFunctions } from './start-functions';

/*
 * One project as a function sees it, at one address: `/auth/v1` is platform-dev (started by the test, which
 * signs its tokens with `jwtSecret`), `/rest/v1` the PostgREST stand-in over the test's PGlite database, and
 * `/functions/v1/<name>` the functions under Deno. The functions get the platform's default variables:
 * SUPABASE_URL (this address), SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY (HS256 JWTs with the roles
 * `anon` and `service_role`, signed with the project's JWT secret, as the platform's keys are), plus the test's secrets.
 * SUPABASE_DB_URL is left out: PGlite takes no Postgres connections, so no page's function uses it.
 */

export type Project = {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  functions: RunningFunctions;
  /** `POST|GET …/functions/v1/<path>` with an optional bearer token, as a caller would send it. */
  call: (path: string, init?: { token?: string; method?: string; body?: unknown }) => Promise<Response>;
  stop: () => Promise<void>;
};

export type ProjectOptions = {
  authUrl: string;
  jwtSecret: string;
  db: PGlite;
  functions: FunctionSpec[];
  /** Secrets set with `supabase secrets set`, as extra environment variables. */
  secrets?: Record<string, string>;
  /** Outside origins the functions call, and the local stand-ins that answer for them. */
  outbound?: Record<string, string>;
};

/** An API key as the platform's are: a long-lived JWT naming only the role. */
async function apiKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  return new SignJWT({ role, iss: 'supabase' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('10y')
    .sign(new TextEncoder().encode(secret));
}

export async function startProject(options: ProjectOptions): Promise<Project> {
  const [anonKey, serviceRoleKey] = await Promise.all([
    apiKey('anon', options.jwtSecret),
    apiKey('service_role', options.jwtSecret),
  ]);
  const rest: PostgrestStandIn = await startPostgrestStandIn(options.db);
  let functionsUrl = '';
  const { server: proxy, url } = await startProjectProxy((path) =>
    path.startsWith('/auth/v1')
      ? new URL(path, options.authUrl)
      : path.startsWith('/functions/v1/')
        ? new URL(path.slice('/functions/v1'.length), functionsUrl)
        : new URL(path, rest.url),
  );
  const functions = await startFunctions(
    options.functions,
    {
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      ...options.secrets,
    },
    options.jwtSecret,
    options.outbound,
  );
  functionsUrl = functions.url;

  return {
    url,
    anonKey,
    serviceRoleKey,
    functions,
    call: (path, init = {}) => {
      const headers: Record<string, string> = {};
      if (init.token) headers.Authorization = `Bearer ${init.token}`;
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      return fetch(`${url}/functions/v1/${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    },
    stop: async () => {
      await functions.stop();
      for (const server of [proxy, rest.server]) await new Promise((resolve) => server.close(resolve));
    },
  };
}
