/**
 * The page to send a user to after sign-in, taken from the `next` query parameter only when it is a path on
 * this site; anything else gives `fallback`. Without this check the callback is an open redirect: a link to
 * `/auth/callback?next=//evil.example` would end a real sign-in on someone else's page.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next) return fallback;
  // Check the value as given and as it reads after each round of percent-decoding, so an encoded `//` or `\`
  // cannot slip past and be decoded later by a proxy or framework.
  let value = next;
  for (let round = 0; round < 4; round++) {
    if (!isSameSitePath(value)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return fallback; // a malformed escape such as `%E0%A4%A`
    }
    if (decoded === value) {
      // Normalise through the URL parser, then check again: dot segments can turn `/a/..//evil.example` into
      // `//evil.example`.
      const base = new URL('https://this-site.invalid');
      const url = new URL(next, base);
      const path = `${url.pathname}${url.search}${url.hash}`;
      return url.origin === base.origin && isSameSitePath(path) ? path : fallback;
    }
    value = decoded;
  }
  return fallback; // still changing after four rounds of decoding: nobody links like that by accident
}

function isSameSitePath(value: string): boolean {
  return (
    value.startsWith('/') &&
    // `//host` and `/\host` are read by browsers as another host.
    !value.startsWith('//') &&
    // Backslashes count as slashes in URLs; whitespace and control characters are dropped or mangled by
    // parsers (`/\t/evil.example` becomes `//evil.example`).
    !/[\\\s\p{Cc}]/u.test(value)
  );
}
