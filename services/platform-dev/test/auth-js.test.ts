// @supabase/auth-js, unmodified, against the running server: password sign-in, refresh with rotation and
// reuse detection, the PKCE flow through the server's own sign-in form, and sign-out.
import { AuthApiError, isAuthApiError } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser, emptyUser } from '../src/seed/seed-data.ts';
import { authClient } from './support/auth-client.ts';
import { bearer, formFields, postForm } from './support/http.ts';
import { DOCS_ORIGIN, databaseKind, startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const projectsWith = (token: string) => fetch(`${server.url}/platform/projects`, { headers: bearer(token) });

describe(`auth-js against the server (${databaseKind})`, () => {
  it('signs in with a password and gets a GoTrue session and user', async () => {
    const { client } = authClient(server.url);
    const { data, error } = await client.signInWithPassword({
      email: demoUser.email,
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    const session = data.session;
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    expect(session?.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session?.user).toMatchObject({
      id: demoUser.id,
      email: demoUser.email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email' },
      user_metadata: {},
    });

    const claims = JSON.parse(Buffer.from(session?.access_token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({
      sub: demoUser.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: demoUser.email,
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(typeof claims.session_id).toBe('string');

    const { data: userData, error: userError } = await client.getUser();
    expect(userError).toBeNull();
    expect(userData.user?.id).toBe(demoUser.id);
  });

  it('answers the token endpoint with no-store, as OAuth requires', async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demoUser.email, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('reports wrong credentials as an AuthApiError with GoTrue’s code', async () => {
    const { client } = authClient(server.url);
    const { data, error } = await client.signInWithPassword({
      email: demoUser.email,
      password: 'wrong-password',
    });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const unknown = await client.signInWithPassword({ email: 'nobody@example.com', password: DEMO_PASSWORD });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('refreshes a session with a new refresh token each time', async () => {
    const { client } = authClient(server.url);
    const first = (await client.signInWithPassword({ email: demoUser.email, password: DEMO_PASSWORD })).data
      .session;
    const { data, error } = await client.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(first?.refresh_token);
    expect(data.user?.id).toBe(demoUser.id);
    expect((await projectsWith(data.session?.access_token ?? '')).status).toBe(200);
  });

  it('revokes the whole session when a spent refresh token is used again', async () => {
    const { client } = authClient(server.url);
    const signedIn = (await client.signInWithPassword({ email: demoUser.email, password: DEMO_PASSWORD }))
      .data.session;
    const spent = signedIn?.refresh_token ?? '';
    const rotated = (await client.refreshSession()).data.session;
    expect(rotated?.refresh_token).toBeTruthy();

    // An attacker replays the spent token with a second client.
    const { client: attacker } = authClient(server.url);
    const replay = await attacker.refreshSession({ refresh_token: spent });
    expect(replay.data.session).toBeNull();
    expect(replay.error).toBeInstanceOf(AuthApiError);
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });

    // The legitimate holder's newer tokens died with the session.
    const afterReuse = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: rotated?.refresh_token }),
    });
    expect(afterReuse.status).toBe(400);
    expect(await afterReuse.json()).toMatchObject({ code: 'session_expired', error: 'invalid_grant' });
    expect((await projectsWith(rotated?.access_token ?? '')).status).toBe(401);

    // auth-js recognises the ended session and forgets it.
    const user = await client.getUser();
    expect(user.data.user).toBeNull();
    expect(user.error?.name).toBe('AuthSessionMissingError');
    expect((await client.getSession()).data.session).toBeNull();
  });

  it('rejects an unknown refresh token without touching other sessions', async () => {
    const { client } = authClient(server.url);
    await client.signInWithPassword({ email: demoUser.email, password: DEMO_PASSWORD });
    const { client: other } = authClient(server.url);
    const result = await other.refreshSession({ refresh_token: 'not-a-token-we-issued' });
    expect(result.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect((await client.refreshSession()).error).toBeNull();
  });

  it('signs in with PKCE through the authorize form and exchanges the code for a session', async () => {
    const { client, storage } = authClient(server.url);
    const redirectTo = `${DOCS_ORIGIN}/guides/api/api-keys/?tab=js#project-url`;
    const { data, error } = await client.signInWithOAuth({
      provider: 'platform' as never,
      options: { redirectTo, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const authorizeUrl = new URL(data.url ?? '');
    expect(authorizeUrl.pathname).toBe('/auth/v1/authorize');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('s256');
    expect(storage.items.get('docs-platform-auth-code-verifier')).toBeTruthy();

    const page = await fetch(authorizeUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const fields = formFields(await page.text());
    expect(fields.redirect_to).toBe(redirectTo);

    const posted = await postForm(server.url, { ...fields, email: emptyUser.email, password: DEMO_PASSWORD });
    expect(posted.status).toBe(303);
    const back = new URL(posted.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(`${DOCS_ORIGIN}/guides/api/api-keys/`);
    expect(back.searchParams.get('tab')).toBe('js');
    expect(back.hash).toBe('#project-url');
    const code = back.searchParams.get('code') ?? '';
    expect(code.length).toBeGreaterThan(20);

    const exchanged = await client.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(emptyUser.email);
    expect((await client.getSession()).data.session?.user.id).toBe(emptyUser.id);
    expect(storage.items.has('docs-platform-auth-code-verifier')).toBe(false);

    // The code works once.
    const { client: second } = authClient(server.url);
    await second.signInWithOAuth({
      provider: 'platform' as never,
      options: { redirectTo, skipBrowserRedirect: true },
    });
    const again = await second.exchangeCodeForSession(code);
    expect(again.error).toMatchObject({ status: 404, code: 'flow_state_not_found' });
  });

  it('refuses a PKCE code with the wrong verifier, and the code is spent by the attempt', async () => {
    const { client: victim } = authClient(server.url);
    const { data } = await victim.signInWithOAuth({
      provider: 'platform' as never,
      options: { redirectTo: `${DOCS_ORIGIN}/`, skipBrowserRedirect: true },
    });
    const fields = formFields(await (await fetch(data.url ?? '')).text());
    const posted = await postForm(server.url, { ...fields, email: demoUser.email, password: DEMO_PASSWORD });
    const code = new URL(posted.headers.get('location') ?? '').searchParams.get('code') ?? '';

    // Someone who intercepted the code has no verifier of their own that matches.
    const { client: thief } = authClient(server.url);
    await thief.signInWithOAuth({ provider: 'platform' as never, options: { skipBrowserRedirect: true } });
    const stolen = await thief.exchangeCodeForSession(code);
    expect(stolen.error).toMatchObject({ status: 400, code: 'bad_code_verifier' });
    const late = await victim.exchangeCodeForSession(code);
    expect(late.error).toMatchObject({ status: 404, code: 'flow_state_not_found' });
  });

  it('signs out: the session ends for the refresh token and the access token alike', async () => {
    const { client } = authClient(server.url);
    const session = (await client.signInWithPassword({ email: demoUser.email, password: DEMO_PASSWORD })).data
      .session;
    const logout = await fetch(`${server.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: bearer(session?.access_token ?? ''),
    });
    expect(logout.status).toBe(204);
    expect((await projectsWith(session?.access_token ?? '')).status).toBe(401);

    const { client: again } = authClient(server.url);
    const signedIn = (await again.signInWithPassword({ email: demoUser.email, password: DEMO_PASSWORD })).data
      .session;
    const { error } = await again.signOut();
    expect(error).toBeNull();
    expect((await again.getSession()).data.session).toBeNull();
    expect((await projectsWith(signedIn?.access_token ?? '')).status).toBe(401);
    const refresh = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: signedIn?.refresh_token }),
    });
    expect(refresh.status).toBe(400);
  });

  it('signs out other sessions only with scope=others', async () => {
    const { client: laptop } = authClient(server.url);
    const { client: phone } = authClient(server.url);
    const laptopSession = (
      await laptop.signInWithPassword({ email: emptyUser.email, password: DEMO_PASSWORD })
    ).data.session;
    const phoneSession = (await phone.signInWithPassword({ email: emptyUser.email, password: DEMO_PASSWORD }))
      .data.session;
    expect((await laptop.signOut({ scope: 'others' })).error).toBeNull();
    expect((await projectsWith(laptopSession?.access_token ?? '')).status).toBe(200);
    expect((await projectsWith(phoneSession?.access_token ?? '')).status).toBe(401);
  });

  it('never writes a password or token to the log', () => {
    const log = server.logs.join('');
    expect(log).not.toContain(DEMO_PASSWORD);
    expect(log).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
  });
});
