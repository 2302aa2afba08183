// Anonymous sign-ins with @supabase/auth-js: a user with is_anonymous in the user and the JWT, converted to a
// permanent user by adding an email address (the mailed link, implicit flow) and then a password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient } from './support/auth-client.ts';
import { bearer } from './support/http.ts';
import { claimsOf, follow, freshEmail, lastMail } from './support/mail.ts';
import { DOCS_ORIGIN, databaseKind, startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mailOutbox: true });
});
afterAll(() => server?.close());

describe(`anonymous sign-ins (${databaseKind})`, () => {
  it('signs in anonymously: is_anonymous in the user, the JWT and GET /user', async () => {
    const { client } = authClient(server.url);
    const { data, error } = await client.signInAnonymously({ options: { data: { theme: 'dark' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, email: '', user_metadata: { theme: 'dark' } });
    expect(claimsOf(data.session?.access_token ?? '')).toMatchObject({
      is_anonymous: true,
      aal: 'aal1',
      role: 'authenticated',
      amr: [{ method: 'anonymous', timestamp: expect.any(Number) }],
    });
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: bearer(data.session?.access_token ?? ''),
    });
    expect(await user.json()).toMatchObject({ id: data.user?.id, is_anonymous: true });
    // Each call is a new user.
    const second = await authClient(server.url).client.signInAnonymously();
    expect(second.data.user?.id).not.toBe(data.user?.id);
  });

  it('converts an anonymous user by adding an email (the link) and then a password', async () => {
    const { client } = authClient(server.url, undefined, 'implicit');
    const anonymous = await client.signInAnonymously();
    const id = anonymous.data.user?.id;
    const noEmailYet = await client.updateUser({ password: 'a password for later' });
    expect(noEmailYet.error).toMatchObject({ status: 422, code: 'validation_failed' });

    const email = freshEmail('convert');
    const asked = await client.updateUser({ email }, { emailRedirectTo: `${DOCS_ORIGIN}/welcome` });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ is_anonymous: true, new_email: email });
    const back = await follow((await lastMail(server.url, email)).link);
    expect(back.origin + back.pathname).toBe(`${DOCS_ORIGIN}/welcome`);
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    const { data, error } = await client.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email, is_anonymous: false });
    expect(claimsOf(data.session?.access_token ?? '').is_anonymous).toBe(false);

    expect((await client.updateUser({ password: 'a password for later' })).error).toBeNull();
    const signIn = await authClient(server.url).client.signInWithPassword({
      email,
      password: 'a password for later',
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(id);
  });
});
