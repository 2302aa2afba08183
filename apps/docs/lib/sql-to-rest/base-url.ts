/** The local development REST address the CLI starts (port 54321, path /rest/v1). */
export const DEFAULT_BASE_URL = 'http://localhost:54321/rest/v1';

/** The one message the base-URL dialog shows for anything it cannot use. */
export const INVALID_URL_MESSAGE = 'Invalid URL';

export type BaseUrlCheck = { ok: true; url: string } | { ok: false; message: typeof INVALID_URL_MESSAGE };

/**
 * Turns what the reader typed into a base URL for the generated requests: anything that parses as a URL is
 * taken, and only its origin and path are kept (no credentials, query or fragment), with trailing slashes
 * dropped. The requests are only shown, never sent or linked, so any scheme is safe to show; one that reads
 * oddly (`localhost:3000/rest` parses with the scheme `localhost:`) gets a hint, not a refusal.
 */
export function normalizeBaseUrl(input: string): BaseUrlCheck {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, message: INVALID_URL_MESSAGE };
  }
  // A URL of a scheme the URL standard does not know has no origin of its own ("null"): keep scheme and host.
  const slashes = url.href.slice(url.protocol.length).startsWith('//') ? '//' : '';
  const origin = url.origin === 'null' ? `${url.protocol}${slashes}${url.host}` : url.origin;
  return { ok: true, url: `${origin}${url.pathname.replace(/\/+$/, '')}` };
}

/** Where the platform serves PostgREST on a project host and on the local stack. */
const REST_PATH = '/rest/v1';

/** Hosted project URLs (`<ref>.supabase.co`) and the local stack's API port (54321). */
function isPlatformHost(url: URL): boolean {
  if (url.hostname.endsWith('.supabase.co')) return url.port === '';
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  return local && url.port === '54321';
}

export type RestPathHint = { message: string; suggestion: string };

/** Whether a usable URL names a platform host (hosted project or local API) with no path at all. */
function isBarePlatformUrl(url: URL): boolean {
  return isPlatformHost(url) && url.pathname.replace(/\/+$/, '') === '';
}

/**
 * What the base-URL dialog saves: the normalized URL, with `/rest/v1` added when the reader gave a hosted
 * project URL or the local API address without a path (the address the API-settings widget and
 * `supabase status` show), since REST requests there only work under it. Anything else is kept as typed;
 * text that is not a usable URL is still "Invalid URL".
 */
export function completeBaseUrl(input: string): BaseUrlCheck & { added?: string } {
  const checked = normalizeBaseUrl(input);
  if (!checked.ok) return checked;
  const url = new URL(checked.url);
  if (!isBarePlatformUrl(url)) return checked;
  return { ok: true, url: `${url.origin}${REST_PATH}`, added: REST_PATH };
}

/** The dialog's note while the field holds an address that saving completes. */
export function restPathCompletionNote(input: string): string | undefined {
  const completed = completeBaseUrl(input);
  if (!completed.ok || !completed.added) return undefined;
  return `REST requests on this host go under ${completed.added}, so saving adds it: ${completed.url}`;
}

/**
 * A nudge for a base URL that names a platform host and another path than its REST path: such a host answers REST
 * requests only under /rest/v1, so `https://abc.supabase.co` alone gives 404s. Returns undefined for any
 * other URL (a custom domain or a self-hosted gateway may route REST elsewhere) and for text that is not a
 * usable URL (that is the "Invalid URL" error's job).
 */
export function restPathHint(input: string): RestPathHint | undefined {
  const checked = normalizeBaseUrl(input);
  if (!checked.ok) return undefined;
  const url = new URL(checked.url);
  // `localhost:3000/rest` is a URL whose scheme is `localhost:`: most likely the reader left out `http://`.
  if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.host === '' && /^\d/.test(url.pathname)) {
    const suggestion = `http://${checked.url}`;
    return {
      message: `This reads as a URL with the scheme ${url.protocol}. Did you mean ${suggestion}?`,
      suggestion,
    };
  }
  if (!isPlatformHost(url)) return undefined;
  const path = url.pathname.replace(/\/+$/, '');
  // No path at all: saving completes it (completeBaseUrl), so there is nothing to suggest.
  if (path === '' || path === REST_PATH || path.startsWith(`${REST_PATH}/`)) return undefined;
  const suggestion = `${url.origin}${REST_PATH}`;
  return {
    message: `REST requests on this host go under ${REST_PATH}. Did you mean ${suggestion}?`,
    suggestion,
  };
}
