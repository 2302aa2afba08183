// Before any other Next.js module, as Next's own server does: it provides the AsyncLocalStorage that Next's
// request scope is built on.
import 'next/dist/server/node-environment-baseline';
import type { WorkStore } from 'next/dist/server/app-render/work-async-storage.external';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { createRequestStore } from 'next/dist/server/async-storage/request-store';
import type { ImplicitTags } from 'next/dist/server/lib/implicit-tags';

/*
 * Runs code the way Next.js runs it for one request, without a Next.js server: inside the same request scope
 * (async storage) Next.js sets up, so `cookies()` from `next/headers` is Next's real implementation, reading this
 * request's Cookie header and enforcing Next's rules. In a Server Component render (`'render'`) writing a
 * cookie throws; in a Server Action or Route Handler (`'action'`) it is allowed and ends up as Set-Cookie.
 *
 * This uses Next.js internals (pinned by the lockfile): if an upgrade moves them, the SSR examples' test fails
 * to import this file rather than passing without testing anything.
 */

export type NextPhase = 'render' | 'action';

export interface NextScopeResult<T> {
  /** What the function returned, or the error it threw (a `redirect()` throws). */
  outcome: { value: T } | { error: unknown };
  /** The Set-Cookie values Next.js would send with the response. */
  setCookies: string[];
}

const noImplicitTags = { tags: [], expirationsByCacheKind: new Map() } as unknown as ImplicitTags;

export async function runInNextRequest<T>(
  request: Request,
  phase: NextPhase,
  fn: () => Promise<T>,
): Promise<NextScopeResult<T>> {
  const url = new URL(request.url);
  let setCookies: string[] = [];
  const requestStore = createRequestStore({
    phase,
    headers: request.headers,
    // Next.js passes every cookie written so far, serialised, each time one is written.
    onUpdateCookies: (cookies) => {
      setCookies = cookies;
    },
    url: { pathname: url.pathname, search: url.search },
    rootParams: {},
    implicitTags: noImplicitTags,
    resumeDataCache: null,
    previewProps: undefined,
    isHmrRefresh: false,
    serverComponentsHmrCache: undefined,
    hmrRefreshHash: undefined,
    stagedFallbackParams: null,
  });
  // The fields `cookies()` consults on the work store: a dynamic route that is neither forced static nor
  // forbidden to be dynamic, as a page reading cookies is at request time.
  const workStore = {
    page: url.pathname,
    route: url.pathname,
    forceStatic: false,
    dynamicShouldError: false,
    isStaticGeneration: false,
  } as unknown as WorkStore;

  const outcome = await workAsyncStorage.run(workStore, () =>
    workUnitAsyncStorage.run(requestStore, async () => {
      try {
        return { value: await fn() };
      } catch (error) {
        return { error };
      }
    }),
  );
  return { outcome, setCookies };
}
