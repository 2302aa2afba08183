// The sign-in page of the PKCE flow: which redirect_to addresses it accepts, what it refuses and how, and
// how the form behaves.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser } from '../src/seed/seed-data.ts';
import { formFields, postForm } from './support/http.ts';
import {
  DOCS_ORIGIN,
  databaseKind,
  GUIDES_ORIGIN,
  startTestServer,
  type TestServer,
} from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const verifier = randomBytes(32).toString('base64url');
const challenge = createHash('sha256').update(verifier).digest('base64url');

function authorizeUrl(params: Record<string, string | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({
    provider: 'platform',
    code_challenge: challenge,
    code_challenge_method: 's256',
    ...params,
  })) {
    if (value !== undefined) query.set(key, value);
  }
  return `${server.url}/auth/v1/authorize?${query}`;
}

// The allow-list in these tests: http://localhost:3000 (any path) and http://127.0.0.1:3000/guides/.
const accepted = [
  `${DOCS_ORIGIN}`,
  `${DOCS_ORIGIN}/`,
  `${DOCS_ORIGIN}/guides/api/api-keys/?tab=js#anchor`,
  `${GUIDES_ORIGIN}/guides/`,
  `${GUIDES_ORIGIN}/guides/getting-started/`,
  `${GUIDES_ORIGIN}/guides/%2e%2e%2fguides/`, // encoded slashes stay inside the path
];

const refused = [
  '//evil.example',
  '//evil.example/guides/',
  'https://evil.example',
  'http://evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  '/guides/',
  'guides',
  'javascript:alert(document.domain)',
  'JavaScript:alert(1)//http://localhost:3000/',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'http://localhost:3000@evil.example/',
  'http://evil.example@localhost:3000/',
  'http://user:pass@localhost:3000/',
  'http://localhost:3000.evil.example/',
  'http://localhost:30001/',
  'https://localhost:3000/',
  'http://localhost/',
  'http://localhost:3000\\@evil.example',
  'http://localhost:3000/\\evil.example',
  'http:\\\\evil.example',
  'http:/evil.example',
  'http://127.0.0.1:3000/',
  'http://127.0.0.1:3000/guidesX',
  'http://127.0.0.1:3000/guides/../admin/',
  'http://127.0.0.1:3000/guides/%2e%2e/admin/',
  'http://127.0.0.1:3000/other/',
  ' http://localhost:3000/',
  'http://localhost:3000/\nLocation: http://evil.example',
  'http://local\thost:3000/',
  `${DOCS_ORIGIN}/${'a'.repeat(3000)}`,
  '',
];

async function signInThrough(url: string, email = demoUser.email, password = DEMO_PASSWORD) {
  const page = await fetch(url);
  const fields = formFields(await page.text());
  return postForm(server.url, { ...fields, email, password });
}

describe(`authorize page (${databaseKind})`, () => {
  it.each(accepted)('accepts redirect_to %s and sends the browser back there with a code', async (target) => {
    const page = await fetch(authorizeUrl({ redirect_to: target }));
    expect(page.status).toBe(200);
    const posted = await signInThrough(authorizeUrl({ redirect_to: target }));
    expect(posted.status).toBe(303);
    const location = new URL(posted.headers.get('location') ?? '');
    const expected = new URL(target);
    expect(location.origin).toBe(expected.origin);
    expect(location.pathname).toBe(expected.pathname);
    expect(location.hash).toBe(expected.hash);
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it.each(refused.map((target) => [JSON.stringify(target), target]))(
    'refuses redirect_to %s with a 400 error page and no redirect',
    async (_label, target) => {
      const page = await fetch(authorizeUrl({ redirect_to: target }), { redirect: 'manual' });
      expect(page.status).toBe(400);
      expect(page.headers.get('location')).toBeNull();
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('<h1>Sign-in can’t continue</h1>');
      // Control characters are refused by the request guard before the allow-list sees them.
      expect(html).toMatch(
        /role="alert">(The (sign-in link has no redirect_to|redirect_to address)|Control characters \(such as NUL\) are not allowed)/,
      );
      expect(html).not.toContain('<form');

      // Posting the form directly with the same address is refused too, even with right credentials.
      const posted = await postForm(server.url, {
        redirect_to: target,
        code_challenge: challenge,
        code_challenge_method: 's256',
        email: demoUser.email,
        password: DEMO_PASSWORD,
      });
      expect(posted.status).toBe(400);
      expect(posted.headers.get('location')).toBeNull();
    },
  );

  it.each([
    ['another provider', { provider: 'github' }, 'only signs in with the "platform" provider'],
    ['no code_challenge', { code_challenge: undefined }, 'code_challenge is missing'],
    ['a plain-method challenge', { code_challenge_method: 'plain' }, 'code_challenge_method S256'],
    ['no challenge method', { code_challenge_method: undefined }, 'code_challenge_method S256'],
    ['a challenge that is not S256-shaped', { code_challenge: 'short' }, 'not an S256 challenge'],
  ])('refuses %s with a clear error page', async (_name, params, message) => {
    const page = await fetch(authorizeUrl({ redirect_to: `${DOCS_ORIGIN}/`, ...params }));
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(message.replaceAll('"', '&quot;'));
  });

  it('accepts the method spelled S256 and a missing provider', async () => {
    const page = await fetch(
      authorizeUrl({ redirect_to: `${DOCS_ORIGIN}/`, code_challenge_method: 'S256', provider: undefined }),
    );
    expect(page.status).toBe(200);
  });

  it('serves an accessible form with safe headers', async () => {
    const page = await fetch(authorizeUrl({ redirect_to: `${DOCS_ORIGIN}/guides/` }));
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<main>[\s\S]*<h1>Sign in<\/h1>/);
    expect(html).toMatch(
      /<label for="email">Email\s*<input id="email" name="email" type="email" autocomplete="username" required/,
    );
    expect(html).toMatch(
      /<label for="password">Password\s*<input id="password" name="password" type="password" autocomplete="current-password" required/,
    );
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('you return to <code>http://localhost:3000/guides/</code>');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/form-action 'self' http:\/\/localhost:3000 http:\/\/127\.0\.0\.1:3000/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('shows the form again with an alert after a wrong password, keeping the email', async () => {
    const posted = await signInThrough(
      authorizeUrl({ redirect_to: `${DOCS_ORIGIN}/` }),
      demoUser.email,
      'nope',
    );
    expect(posted.status).toBe(401);
    expect(posted.headers.get('location')).toBeNull();
    const html = await posted.text();
    expect(html).toContain(
      '<p id="form-error" class="error" role="alert">Wrong email or password. Try again.</p>',
    );
    expect(html).toContain(`value="${demoUser.email}" aria-invalid="true" aria-describedby="form-error"`);
    expect(formFields(html).redirect_to).toBe(`${DOCS_ORIGIN}/`);
    expect(html).not.toContain('nope');
  });

  it('escapes what it echoes', async () => {
    const target = `${DOCS_ORIGIN}/?q="><script>alert(1)</script>`;
    const page = await fetch(authorizeUrl({ redirect_to: target }));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).not.toContain('<script>');
    const posted = await signInThrough(
      authorizeUrl({ redirect_to: `${DOCS_ORIGIN}/` }),
      '"><script>x</script>@e.example',
      'x',
    );
    expect(await posted.text()).not.toContain('<script>x');
  });

  it('refuses a form posted from another site', async () => {
    const page = await fetch(authorizeUrl({ redirect_to: `${DOCS_ORIGIN}/` }));
    const fields = { ...formFields(await page.text()), email: demoUser.email, password: DEMO_PASSWORD };
    const crossSite = await postForm(server.url, fields, { 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await postForm(server.url, fields, { Origin: 'http://evil.example' });
    expect(otherOrigin.status).toBe(403);
    const sameOrigin = await postForm(server.url, fields, {
      Origin: server.url,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(303);
    const sameSite = await postForm(server.url, fields, { Origin: 'null', 'Sec-Fetch-Site': 'same-site' });
    expect(sameSite.status).toBe(403);
  });

  it('accepts its own form as Chromium posts it under no-referrer (Origin null, same-origin fetch metadata)', async () => {
    const page = await fetch(authorizeUrl({ redirect_to: `${DOCS_ORIGIN}/` }));
    const fields = { ...formFields(await page.text()), email: demoUser.email, password: DEMO_PASSWORD };
    const posted = await postForm(server.url, fields, { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' });
    expect(posted.status).toBe(303);
  });

  it('issues codes that expire and work once (they are stored hashed)', async () => {
    const posted = await signInThrough(authorizeUrl({ redirect_to: `${DOCS_ORIGIN}/` }));
    const code = new URL(posted.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const stored = await server.app.db.query<{ code_hash: string; lifetime: number }>(
      `SELECT code_hash, extract(epoch FROM expires_at - now())::float AS lifetime FROM auth_codes
        WHERE code_hash = $1`,
      [createHash('sha256').update(code).digest('base64url')],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.lifetime).toBeGreaterThan(290);
    expect(stored[0]?.lifetime).toBeLessThanOrEqual(300);
    expect(JSON.stringify(await server.app.db.query('SELECT * FROM auth_codes'))).not.toContain(code);

    // Age the code past its five minutes: the exchange must fail.
    await server.app.db.query(
      `UPDATE auth_codes SET expires_at = now() - interval '1 second' WHERE code_hash = $1`,
      [stored[0]?.code_hash],
    );
    const exchange = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    });
    expect(exchange.status).toBe(404);
    expect(await exchange.json()).toMatchObject({ code: 'flow_state_not_found', error: 'invalid_grant' });
  });
});
