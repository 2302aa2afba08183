// Decides whether a `redirect_to` may be used after sign-in. Only an absolute http(s) URL whose origin is
// configured and whose path starts with that entry's prefix passes; everything is judged on the URL as a
// browser would parse it, and the parsed form is what the server redirects to.
import type { AllowedOrigin } from '../config.ts';

const MAX_LENGTH = 2048;
// Backslashes, whitespace and control characters are rewritten or dropped by URL parsers in ways that
// have been used to smuggle another host past checks: refuse them outright.
function hasSuspiciousCharacters(value: string): boolean {
  if (value.includes('\\') || /\s/.test(value)) return true;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export type RedirectCheck = { ok: true; url: URL } | { ok: false; reason: string };

export function checkRedirect(value: string | undefined, allowList: AllowedOrigin[]): RedirectCheck {
  if (!value) return { ok: false, reason: 'The sign-in link has no redirect_to address to return to.' };
  if (value.length > MAX_LENGTH || hasSuspiciousCharacters(value)) {
    return { ok: false, reason: 'The redirect_to address is not a plain URL.' };
  }
  let url: URL;
  try {
    // No base URL: relative and scheme-relative addresses ("/path", "//host") are refused.
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'The redirect_to address must be an absolute http(s) URL.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: 'The redirect_to address must be an absolute http(s) URL.' };
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'The redirect_to address must not contain a user name or password.' };
  }
  const normalised = normalisedPath(url);
  if (normalised === null) return { ok: false, reason: 'The redirect_to address is not a plain URL.' };
  // Both the path as sent and the path a server decoding %2F or %2E would see must be under the prefix.
  const allowed = allowList.some(
    (entry) =>
      url.origin === entry.origin &&
      pathStartsWith(url.pathname, entry.pathPrefix) &&
      pathStartsWith(normalised, entry.pathPrefix),
  );
  if (!allowed) return { ok: false, reason: 'The redirect_to address is not on this server’s allow-list.' };
  return { ok: true, url };
}

/**
 * The path with encoded dots and separators decoded and dot segments resolved, as a server that decodes them
 * would read it ("/guides/..%2freference/" is "/reference/"); null when an encoded backslash is in it.
 */
function normalisedPath(url: URL): string | null {
  const decoded = url.pathname.replace(/%2e/gi, '.').replace(/%2f/gi, '/');
  if (/%5c/i.test(decoded)) return null;
  return new URL(decoded, url.origin).pathname;
}

/** "/guides" allows "/guides" and "/guides/…", not "/guidesX"; "/guides/" allows "/guides/…". */
function pathStartsWith(pathname: string, prefix: string): boolean {
  if (prefix === '/' || pathname === prefix) return true;
  return pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** The allowed origins, for CORS and for the sign-in page's form-action policy. */
export function allowedOriginSet(allowList: AllowedOrigin[]): Set<string> {
  return new Set(allowList.map((entry) => entry.origin));
}
