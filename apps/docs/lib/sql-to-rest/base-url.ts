/** Spec §3: the local development REST address the CLI starts (port 54321, path /rest/v1). */
export const DEFAULT_BASE_URL = 'http://localhost:54321/rest/v1';

/** Spec §5/§8: the one message the base-URL dialog shows for anything it cannot use. */
export const INVALID_URL_MESSAGE = 'Invalid URL';

export type BaseUrlCheck = { ok: true; url: string } | { ok: false; message: typeof INVALID_URL_MESSAGE };

/**
 * Turns what the reader typed into a base URL for the generated requests: it must parse as an http(s) URL;
 * only its origin and path are kept (no credentials, query or fragment) and trailing slashes are dropped.
 * Other schemes (`javascript:`, `data:`, `ftp:` …) are refused even though they parse.
 */
export function normalizeBaseUrl(input: string): BaseUrlCheck {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, message: INVALID_URL_MESSAGE };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return { ok: false, message: INVALID_URL_MESSAGE };
  }
  return { ok: true, url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

export function isValidBaseUrl(input: string): boolean {
  return normalizeBaseUrl(input).ok;
}
