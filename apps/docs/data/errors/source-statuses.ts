import { z } from 'zod';
import authData from './generated/auth-error-statuses.json';
import postgrestData from './generated/postgrest-error-statuses.json';
import storageData from './generated/storage-error-statuses.json';
import type { StatusBy } from './schema';

/*
 * The HTTP statuses of the Errors reference, as extracted from the servers' source at a pinned commit by
 * scripts/extract-error-statuses.mjs (regenerate with it; CI never fetches). Nothing here is typed by hand.
 */

const siteSchema = z.strictObject({
  file: z.string(),
  line: z.number().int().positive(),
  status: z.number().int().min(100).max(599),
  via: z.string(),
  function: z.string().nullable(),
  endpoints: z.array(z.string()),
  message: z.string().nullable(),
});

const authSchema = z.strictObject({
  source: z.strictObject({
    repository: z.url(),
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    commitDate: z.iso.datetime({ offset: true }),
    read: z.string(),
  }),
  declaredWithoutSite: z.array(z.string()),
  unresolved: z.array(
    z.strictObject({ file: z.string(), line: z.number(), expression: z.string(), reason: z.string() }),
  ),
  codes: z.record(z.string(), z.array(siteSchema).min(1)),
});

const postgrestSchema = z.strictObject({
  source: z.strictObject({
    repository: z.url(),
    tag: z.string(),
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    commitDate: z.iso.datetime({ offset: true }),
    read: z.string(),
  }),
  unresolved: z.array(z.string()),
  codes: z.record(
    z.string(),
    z.strictObject({ status: z.number().int().min(100).max(599), constructor: z.string(), line: z.number() }),
  ),
  sqlStateRules: z.array(
    z.strictObject({
      code: z.string().optional(),
      prefix: z.string().optional(),
      dynamic: z.literal(true).optional(),
      statuses: z.array(
        z.strictObject({ status: z.number().int().min(100).max(599), when: z.string().optional() }),
      ),
      line: z.number(),
    }),
  ),
});

const storageSiteSchema = z.strictObject({
  code: z.string(),
  error: z.string().nullable(),
  bodyStatus: z.number().int().min(100).max(599),
  status: z.number().int().min(100).max(599),
  via: z.string(),
  file: z.string(),
  line: z.number().int().positive(),
  message: z.string().nullable(),
});

const storageSchema = z.strictObject({
  source: z.strictObject({
    repository: z.url(),
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    commitDate: z.iso.datetime({ offset: true }),
    read: z.string(),
  }),
  unresolved: z.array(z.strictObject({ file: z.string(), line: z.number(), name: z.string() })),
  codes: z.record(z.string(), z.array(storageSiteSchema).min(1)),
});

export const authStatusData = authSchema.parse(authData);
export const storageStatusData = storageSchema.parse(storageData);
export const postgrestStatusData = postgrestSchema.parse(postgrestData);

export type AuthErrorSite = z.infer<typeof siteSchema>;

/** At most this many routes are named for one status; the rest are counted. */
const NAMED_ROUTES = 4;
/** A status's messages are quoted when it has at most this many: enough to tell its cases apart. */
const QUOTED_MESSAGES = 2;

/** The routes a reader calls come before the admin API's. */
const byReaderFirst = (a: string, b: string) =>
  Number(a.includes(' /admin/')) - Number(b.includes(' /admin/')) || a.localeCompare(b);

/**
 * Where a group of call sites answers, in inline markup: its routes, or the GoTrue functions when no route
 * reaches them, and the messages it answers with when they are few.
 */
function whereOf(sites: AuthErrorSite[]): string {
  const routes = [...new Set(sites.flatMap((site) => site.endpoints))].sort(byReaderFirst);
  const functions = [
    ...new Set(sites.filter((site) => site.endpoints.length === 0).map((site) => site.function ?? site.file)),
  ];
  const shown = routes.length > NAMED_ROUTES ? routes.slice(0, NAMED_ROUTES - 1) : routes;
  const parts = shown.map((route) => `\`${route}\``);
  const rest = routes.length - shown.length;
  if (rest > 0) parts.push(`${rest} more routes`);
  if (functions.length > 0) {
    parts.push(`GoTrue's ${functions.map((name) => `\`${name.split('.').pop()}\``).join(', ')}`);
  }
  const messages = [...new Set(sites.flatMap((site) => (site.message ? [site.message] : [])))];
  const quoted =
    messages.length > 0 && messages.length <= QUOTED_MESSAGES
      ? ` (${messages.map((message) => `\`${message.replace(/%[a-z]/g, '…').replaceAll('`', "'")}\``).join(', ')})`
      : '';
  return `on ${parts.join(', ')}${quoted}`;
}

/**
 * The status of an Auth `error_code` in GoTrue's source: one status, or, when its call sites differ, each status
 * with where it is answered (the one answered on most of the routes a reader calls first, and that one as
 * `status`). Undefined when GoTrue raises the code nowhere.
 */
export function authSourceStatus(code: string): { status: number; statusBy?: StatusBy } | undefined {
  const sites = authStatusData.codes[code];
  if (!sites) return undefined;
  const groups = new Map<number, AuthErrorSite[]>();
  for (const site of sites) groups.set(site.status, [...(groups.get(site.status) ?? []), site]);
  // The status most readers meet first: the one answered on most routes outside the admin API, then on most
  // routes, then at most call sites.
  const routes = (group: AuthErrorSite[]) => [...new Set(group.flatMap((site) => site.endpoints))];
  const readers = (group: AuthErrorSite[]) =>
    routes(group).filter((route) => !route.includes(' /admin/')).length;
  const ordered = [...groups].sort(
    ([a, sa], [b, sb]) =>
      readers(sb) - readers(sa) || routes(sb).length - routes(sa).length || sb.length - sa.length || a - b,
  );
  const [first] = ordered;
  if (!first) return undefined;
  if (ordered.length === 1) return { status: first[0] };
  return {
    status: first[0],
    statusBy: ordered.map(([status, group]) => ({ status, where: whereOf(group) })),
  };
}

/** The status of a PGRST code in PostgREST's Error.hs, or undefined. */
export function postgrestSourceStatus(code: string): number | undefined {
  return postgrestStatusData.codes[code]?.status;
}

/**
 * The status the REST API answers when the database raises a SQLSTATE, by PostgREST's rules (first match wins):
 * one status, or several with when each applies. Undefined where the database function chooses it.
 */
export function restSqlStateStatus(sqlState: string): { status: number; statusBy?: StatusBy } | undefined {
  const rule = postgrestStatusData.sqlStateRules.find(
    (candidate) =>
      candidate.code === sqlState ||
      (candidate.prefix !== undefined && sqlState.startsWith(candidate.prefix)) ||
      (candidate.code === undefined && candidate.prefix === undefined && !candidate.dynamic),
  );
  const [first, ...more] = rule?.dynamic ? [] : (rule?.statuses ?? []);
  if (!first) return undefined;
  if (more.length === 0) return { status: first.status };
  return {
    status: first.status,
    statusBy: [first, ...more].map(({ status, when }) => ({ status, where: when ?? 'in every other case' })),
  };
}

/**
 * What Storage answers for a code, or for a legacy `error` text (`Duplicate`) the sites of every code that
 * carries it: the HTTP status its `ERRORS` constructor gives (the general case) and, unless `generalOnly`, the
 * other statuses some files set, with where; and the `statusCode` the body carries when all those sites agree on
 * it. Undefined when the source raises it nowhere.
 */
export function storageSourceStatus(
  codeOrError: string,
  { generalOnly = false } = {},
): { status: number; statusBy?: StatusBy; bodyStatus?: number } | undefined {
  const all =
    storageStatusData.codes[codeOrError] ??
    Object.values(storageStatusData.codes)
      .flat()
      .filter((site) => site.error === codeOrError);
  const isGeneral = (site: (typeof all)[number]) => /^ERRORS\.\w+$/.test(site.via);
  const sites = generalOnly ? all.filter(isGeneral) : all;
  const general = sites.filter(isGeneral);
  const first = general[0] ?? sites[0];
  if (!first) return undefined;
  const others = new Map<number, string[]>();
  for (const site of sites) {
    if (isGeneral(site) || site.status === first.status) continue;
    others.set(site.status, [
      ...new Set([...(others.get(site.status) ?? []), site.file.split('/').pop() ?? '']),
    ]);
  }
  const bodies = new Set(sites.map((site) => site.bodyStatus));
  const bodyStatus = bodies.size === 1 ? [...bodies][0] : undefined;
  return {
    status: first.status,
    ...(others.size > 0
      ? {
          statusBy: [
            { status: first.status, where: 'in general' },
            ...[...others].map(([status, files]) => ({
              status,
              where: `where ${files.map((file) => `\`${file}\``).join(', ')} sets it`,
            })),
          ],
        }
      : {}),
    ...(bodyStatus === undefined ? {} : { bodyStatus }),
  };
}

const day = (iso: string) => iso.slice(0, 10);

export const AUTH_STATUS_ORIGIN = `GoTrue (supabase/auth) at commit ${authStatusData.source.commit.slice(0, 12)} of ${day(authStatusData.source.commitDate)}, ${authStatusData.source.read}`;
export const STORAGE_STATUS_ORIGIN = `Storage (supabase/storage) at commit ${storageStatusData.source.commit.slice(0, 12)} of ${day(storageStatusData.source.commitDate)}, ${storageStatusData.source.read}`;
export const POSTGREST_STATUS_ORIGIN = `PostgREST ${postgrestStatusData.source.tag} (commit ${postgrestStatusData.source.commit.slice(0, 12)}), ${postgrestStatusData.source.read}`;
