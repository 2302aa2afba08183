import type { JsGroupInput } from './js-reference-schema';

/*
 * Auth examples marked `run: 'auth'` run against platform-dev (the local auth server), each with a client of
 * its own that a confirmed user `reader@example.com` / `example-password` has signed in to, so methods that
 * need a session have one. Their data holds ids and tokens that differ on every run, so none is shown.
 */

export const auth: JsGroupInput = {
  id: 'auth',
  title: 'Auth',
  intro:
    '`supabase.auth` signs users in and out and keeps their session: it stores the session (in localStorage in a browser), refreshes the access token before it expires and sends it with every database, storage and function request, so row level security sees the user. Methods resolve to `{ data, error }`.',
  entries: [
    {
      id: 'auth-sign-up',
      summary:
        'Creates a user with an email address or phone number and a password. If the project requires confirmation, the user gets an email or SMS and `data.session` is null until they confirm.',
      examples: [
        {
          title: 'Sign up with email',
          code: `const { data, error } = await supabase.auth.signUp({
  email: 'new.reader@example.com',
  password: 'a-long-password',
  options: { emailRedirectTo: 'https://example.com/welcome', data: { display_name: 'New reader' } },
});`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-sign-in-with-password',
      summary: 'Signs in with an email address (or phone number) and password, and stores the session.',
      examples: [
        {
          title: 'Email and password',
          code: `const { data, error } = await supabase.auth.signInWithPassword({
  email: 'reader@example.com',
  password: 'example-password',
});`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-sign-in-with-otp',
      summary:
        'Sends a one-time code or magic link to an email address, or a code by SMS to a phone number. The user finishes with `verifyOtp()` or by opening the link. `shouldCreateUser: false` refuses unknown addresses.',
      examples: [
        {
          title: 'A magic link by email',
          code: `const { data, error } = await supabase.auth.signInWithOtp({
  email: 'reader@example.com',
  options: { emailRedirectTo: 'https://example.com/welcome', shouldCreateUser: false },
});`,
          run: 'auth',
        },
        {
          title: 'A code by SMS',
          code: `const { data, error } = await supabase.auth.signInWithOtp({ phone: '+15555550100' });`,
        },
      ],
    },
    {
      id: 'auth-verify-otp',
      summary:
        'Checks a one-time code (or the token hash of a link) sent by `signInWithOtp()`, `signUp()`, a password reset or an email change, and signs the user in. `type` says which message it came from.',
      examples: [
        {
          title: 'A code from an email',
          code: `const { data, error } = await supabase.auth.verifyOtp({
  email: 'reader@example.com',
  token: '123456',
  type: 'email',
});`,
        },
        {
          title: 'A code from an SMS',
          code: `const { data, error } = await supabase.auth.verifyOtp({ phone: '+15555550100', token: '123456', type: 'sms' });`,
        },
      ],
    },
    {
      id: 'auth-sign-in-with-oauth',
      summary:
        'Starts sign-in with a social provider (GitHub, Google, Apple…): in a browser it redirects to the provider, which sends the user back to `redirectTo`. On a server, `skipBrowserRedirect: true` returns the address to send the user to.',
      examples: [
        {
          title: 'Sign in with GitHub',
          code: `const { data, error } = await supabase.auth.signInWithOAuth({
  provider: 'github',
  options: { redirectTo: 'https://example.com/auth/callback', scopes: 'read:user' },
});`,
        },
      ],
    },
    {
      id: 'auth-exchange-code-for-session',
      summary:
        'With the PKCE flow, turns the `code` the auth server put in the callback address into a session. The same client (or storage) that started the sign-in must do it, since it holds the code verifier.',
      examples: [
        {
          title: 'In a callback route',
          code: `const code = new URL(request.url).searchParams.get('code');
if (code) {
  const { data, error } = await supabase.auth.exchangeCodeForSession(code);
}`,
        },
      ],
    },
    {
      id: 'auth-sign-in-with-id-token',
      summary:
        'Signs in with an OpenID Connect ID token that your app already got from a provider’s own SDK (native Apple or Google sign-in, for example).',
      examples: [
        {
          title: 'A Google ID token',
          code: `const { data, error } = await supabase.auth.signInWithIdToken({ provider: 'google', token: idToken });`,
        },
      ],
    },
    {
      id: 'auth-sign-in-with-sso',
      summary:
        'Starts enterprise single sign-on (SAML) for a company domain or an identity provider id. In a browser it sends the page to the identity provider itself; with `skipBrowserRedirect: true` (or outside a browser) it only returns the address in `data.url`, for you to redirect to.',
      examples: [
        {
          title: 'By the user’s domain, in a browser',
          code: `const { error } = await supabase.auth.signInWithSSO({ domain: 'acme.com' });`,
        },
        {
          title: 'Redirect yourself',
          code: `const { data, error } = await supabase.auth.signInWithSSO({
  domain: 'acme.com',
  options: { skipBrowserRedirect: true },
});
if (data) window.location.assign(data.url);`,
        },
      ],
    },
    {
      id: 'auth-sign-in-with-web3',
      summary:
        'Signs in with a crypto wallet (Ethereum or Solana): the wallet signs a sign-in message and the auth server checks the signature.',
      examples: [
        {
          title: 'With an Ethereum wallet in the browser',
          code: `const { data, error } = await supabase.auth.signInWithWeb3({
  chain: 'ethereum',
  statement: 'Sign in to the example app',
});`,
        },
      ],
    },
    {
      id: 'auth-sign-in-anonymously',
      summary:
        'Creates an anonymous user with a session, for a guest who may sign up later (link an email or identity to keep their data). Anonymous sign-ins must be enabled for the project.',
      examples: [
        {
          title: 'A guest session',
          code: `const { data, error } = await supabase.auth.signInAnonymously();`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-sign-in-with-passkey',
      summary:
        'Signs in with a passkey through the browser’s WebAuthn prompt. Experimental: the client must be created with passkeys turned on in its auth options.',
      examples: [
        {
          title: 'Sign in with a passkey',
          code: `const { data, error } = await supabase.auth.signInWithPasskey();`,
        },
      ],
    },
    {
      id: 'auth-register-passkey',
      summary:
        'Adds a passkey to the signed-in user’s account through the browser’s WebAuthn prompt. Experimental, like `signInWithPasskey()`.',
      examples: [
        {
          title: 'Add a passkey',
          code: `const { data, error } = await supabase.auth.registerPasskey();`,
        },
      ],
    },
    {
      id: 'auth-get-session',
      summary:
        'Returns the stored session, refreshing it first if its access token has expired. It trusts local storage: on a server, check the user with `getUser()` or `getClaims()` instead.',
      examples: [
        {
          title: 'The current session',
          code: `const { data, error } = await supabase.auth.getSession();
const accessToken = data.session?.access_token;`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-get-user',
      summary:
        'Asks the auth server for the user behind the current access token (or the one given), so the answer can be trusted on a server.',
      examples: [
        {
          title: 'The signed-in user',
          code: `const { data, error } = await supabase.auth.getUser();
const email = data.user?.email;`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-get-claims',
      summary:
        'Verifies the access token and returns its claims. With asymmetric signing keys the check happens locally against the project’s public keys, with no request to the auth server; otherwise it asks the server.',
      examples: [
        {
          title: 'The user id from the token',
          code: `const { data, error } = await supabase.auth.getClaims();
const userId = data?.claims.sub;`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-update-user',
      summary:
        'Changes the signed-in user: email (confirmed by email first), phone, password, or `data` (their user metadata).',
      examples: [
        {
          title: 'Change metadata',
          code: `const { data, error } = await supabase.auth.updateUser({ data: { display_name: 'Reader' } });`,
          run: 'auth',
        },
        {
          title: 'Set a new password',
          code: `const { data, error } = await supabase.auth.updateUser({ password: 'another-long-password' });`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-get-user-identities',
      summary: 'Lists the identities (email, phone, social providers) linked to the signed-in user.',
      examples: [
        {
          title: 'Linked identities',
          code: `const { data, error } = await supabase.auth.getUserIdentities();`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-link-identity',
      summary:
        'Links a social provider (or an ID token) to the signed-in user’s account, so they can sign in with either. Manual linking must be enabled for the project.',
      examples: [
        {
          title: 'Link GitHub',
          code: `const { data, error } = await supabase.auth.linkIdentity({ provider: 'github' });`,
        },
      ],
    },
    {
      id: 'auth-unlink-identity',
      summary: 'Removes one linked identity from the signed-in user. A user keeps at least one identity.',
      examples: [
        {
          title: 'Unlink GitHub',
          code: `const { data } = await supabase.auth.getUserIdentities();
const github = data?.identities.find((identity) => identity.provider === 'github');
if (github) await supabase.auth.unlinkIdentity(github);`,
        },
      ],
    },
    {
      id: 'auth-set-session',
      summary:
        'Makes the client use a session you already have (an access and a refresh token from elsewhere), refreshing it if the access token has expired.',
      examples: [
        {
          title: 'Adopt tokens',
          code: `const { data, error } = await supabase.auth.setSession({
  access_token: accessToken,
  refresh_token: refreshToken,
});`,
        },
      ],
    },
    {
      id: 'auth-refresh-session',
      summary:
        'Gets a new access token with the refresh token now, rather than waiting for the automatic refresh; useful after changing the user’s claims.',
      examples: [
        {
          title: 'Refresh now',
          code: `const { data, error } = await supabase.auth.refreshSession();`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-sign-out',
      summary:
        'Signs the user out: removes the stored session and revokes the refresh token. `scope: "global"` (the default) ends all their sessions, `"local"` only this one, `"others"` all but this one.',
      examples: [
        {
          title: 'Sign out here only',
          code: `const { error } = await supabase.auth.signOut({ scope: 'local' });`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-on-auth-state-change',
      summary:
        'Calls back on auth events (`INITIAL_SESSION`, `SIGNED_IN`, `TOKEN_REFRESHED`, `USER_UPDATED`, `MFA_CHALLENGE_VERIFIED`, `SIGNED_OUT`, `PASSWORD_RECOVERY`) with the session; returns a subscription to unsubscribe. Pass a synchronous callback: the overload that takes an async one is deprecated, because an async callback that refreshes the session on `TOKEN_REFRESHED` waits on itself for ever. Calls such as `getUser()` inside the callback complete normally; keep session refreshes out of it.',
      examples: [
        {
          title: 'Follow sign-in and sign-out',
          code: `const {
  data: { subscription },
} = supabase.auth.onAuthStateChange((event, session) => {
  if (event === 'SIGNED_OUT') console.log('signed out');
  else if (session) console.log(event, session.user.id);
});
// Later, when the view goes away:
subscription.unsubscribe();`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-reset-password-for-email',
      summary:
        'Sends a password-reset email. The link signs the user in (a `PASSWORD_RECOVERY` event) at `redirectTo`, where your page calls `updateUser({ password })`.',
      examples: [
        {
          title: 'Send the reset email',
          code: `const { data, error } = await supabase.auth.resetPasswordForEmail('reader@example.com', {
  redirectTo: 'https://example.com/account/new-password',
});`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-reauthenticate',
      summary:
        'Sends the signed-in user a one-time code, for projects that ask users to confirm before changing their password; pass it as `nonce` to `updateUser()`.',
      examples: [
        {
          title: 'Ask for a confirmation code',
          code: `const { error } = await supabase.auth.reauthenticate();`,
        },
      ],
    },
    {
      id: 'auth-resend',
      summary:
        'Sends again a message the user never got or let expire: the code or link that confirms a new account, a new email address or a new phone number.',
      examples: [
        {
          title: 'Resend the signup email',
          code: `const { data, error } = await supabase.auth.resend({ type: 'signup', email: 'new.reader@example.com' });`,
        },
      ],
    },
    {
      id: 'auth-start-auto-refresh',
      summary:
        'Starts refreshing the access token in the background. Browsers do this on their own; in React Native, call it when the app comes to the foreground.',
      examples: [
        {
          title: 'When the app becomes active',
          code: `supabase.auth.startAutoRefresh();`,
        },
      ],
    },
    {
      id: 'auth-stop-auto-refresh',
      summary: 'Stops the background token refresh, for example while a mobile app is in the background.',
      examples: [
        {
          title: 'When the app goes to the background',
          code: `supabase.auth.stopAutoRefresh();`,
        },
      ],
    },
    {
      id: 'auth-initialize',
      summary:
        'Loads the stored session and reads a session from the address after a redirect. The client does this itself when created; call it only if you turned that off.',
      examples: [
        {
          title: 'Wait until auth is ready',
          code: `const { error } = await supabase.auth.initialize();`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-dispose',
      summary:
        'Stops the client’s timers and listeners (token refresh, tab-visibility handling), for a client you are about to throw away. Safe to call more than once.',
      examples: [
        {
          title: 'Clean up a client',
          code: `await supabase.auth.dispose();`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-is-throw-on-error-enabled',
      summary: 'Tells whether this auth client throws its errors instead of returning them.',
      examples: [
        {
          title: 'Check the error mode',
          code: `const throws = supabase.auth.isThrowOnErrorEnabled();`,
          run: 'auth',
        },
      ],
    },
  ],
};

export const authMfa: JsGroupInput = {
  id: 'auth-mfa',
  title: 'Auth: multi-factor',
  intro:
    '`supabase.auth.mfa` adds a second factor (TOTP app or phone) to an account. A session signed in with one factor is at assurance level `aal1`; after a verified second factor it is `aal2`, which policies can require.',
  entries: [
    {
      id: 'auth-mfa-enroll',
      summary:
        'Starts adding a factor: for TOTP it returns a QR code and secret for the authenticator app; for phone it records the number. The factor counts only after `challenge()` and `verify()`.',
      examples: [
        {
          title: 'Enrol an authenticator app',
          code: `const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
const qrCode = data?.totp.qr_code;`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-mfa-challenge',
      summary:
        'Opens a challenge for a factor (for phone factors, sends the SMS). Its id goes to `verify()`.',
      examples: [
        {
          title: 'Challenge a factor',
          code: `const { data, error } = await supabase.auth.mfa.challenge({ factorId });`,
        },
      ],
    },
    {
      id: 'auth-mfa-verify',
      summary:
        'Checks the code for a challenge. On success the session is upgraded to `aal2` and the first verification of a new factor activates it.',
      examples: [
        {
          title: 'Verify a code',
          code: `const { data, error } = await supabase.auth.mfa.verify({ factorId, challengeId, code: '123456' });`,
        },
      ],
    },
    {
      id: 'auth-mfa-challenge-and-verify',
      summary: 'Challenge and verify in one call, for TOTP factors where the user already has the code.',
      examples: [
        {
          title: 'One step',
          code: `const { data, error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: '123456' });`,
        },
      ],
    },
    {
      id: 'auth-mfa-unenroll',
      summary:
        'Removes a factor from the signed-in user. Removing a verified factor needs an `aal2` session.',
      examples: [
        {
          title: 'Remove a factor',
          code: `const { data, error } = await supabase.auth.mfa.unenroll({ factorId });`,
        },
      ],
    },
    {
      id: 'auth-mfa-list-factors',
      summary:
        'Lists the signed-in user’s factors (it fetches the user first): `all` holds every factor, unverified ones included; the lists by type (`totp`, `phone`, `webauthn`) hold only verified factors.',
      examples: [
        {
          title: 'Verified and unfinished TOTP factors',
          code: `const { data, error } = await supabase.auth.mfa.listFactors();
const verified = data?.totp ?? [];
const unfinished = data?.all.filter((factor) => factor.status === 'unverified') ?? [];`,
          run: 'auth',
        },
      ],
    },
    {
      id: 'auth-mfa-get-authenticator-assurance-level',
      summary:
        'Tells the session’s current level and the level it could reach: `nextLevel: "aal2"` with `currentLevel: "aal1"` means the user has a factor and should be asked for it.',
      examples: [
        {
          title: 'Should the app ask for a code?',
          code: `const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
const askForCode = data?.currentLevel === 'aal1' && data.nextLevel === 'aal2';`,
          run: 'auth',
        },
      ],
    },
  ],
};

export const authAdmin: JsGroupInput = {
  id: 'auth-admin',
  title: 'Auth: admin',
  intro:
    '`supabase.auth.admin` manages every user of the project. It needs a client created with the service-role key, which bypasses row level security: run it on a server only, never in a browser or an app.',
  entries: [
    {
      id: 'auth-admin-create-user',
      serverOnly: true,
      summary:
        'Creates a user without sending a confirmation; `email_confirm: true` marks the address confirmed. `user_metadata` is editable by the user, `app_metadata` only by admins.',
      examples: [
        {
          title: 'A confirmed user',
          code: `const { data, error } = await supabase.auth.admin.createUser({
  email: 'ops@example.com',
  password: 'a-long-password',
  email_confirm: true,
  app_metadata: { plan: 'team' },
});`,
        },
      ],
    },
    {
      id: 'auth-admin-list-users',
      serverOnly: true,
      summary: 'Lists users a page at a time (`page` from 1, `perPage` up to the server’s limit).',
      examples: [
        {
          title: 'The first page of 50',
          code: `const { data, error } = await supabase.auth.admin.listUsers({ page: 1, perPage: 50 });`,
        },
      ],
    },
    {
      id: 'auth-admin-get-user-by-id',
      serverOnly: true,
      summary: 'Reads one user by id.',
      examples: [
        {
          title: 'One user',
          code: `const { data, error } = await supabase.auth.admin.getUserById(userId);`,
        },
      ],
    },
    {
      id: 'auth-admin-update-user-by-id',
      serverOnly: true,
      summary:
        'Changes any field of a user, including `app_metadata`, `ban_duration` and confirmation, without the user’s involvement.',
      examples: [
        {
          title: 'Ban a user for a day',
          code: `const { data, error } = await supabase.auth.admin.updateUserById(userId, { ban_duration: '24h' });`,
        },
      ],
    },
    {
      id: 'auth-admin-delete-user',
      serverOnly: true,
      summary:
        'Deletes a user. With `shouldSoftDelete: true` the user is marked deleted and anonymised rather than removed. Rows that reference the user in your tables must allow it (cascade or set null).',
      examples: [
        {
          title: 'Delete a user',
          code: `const { data, error } = await supabase.auth.admin.deleteUser(userId);`,
        },
      ],
    },
    {
      id: 'auth-admin-invite-user-by-email',
      serverOnly: true,
      summary: 'Sends an invitation email; following it creates the user and signs them in at `redirectTo`.',
      examples: [
        {
          title: 'Invite a colleague',
          code: `const { data, error } = await supabase.auth.admin.inviteUserByEmail('colleague@example.com', {
  redirectTo: 'https://example.com/welcome',
});`,
        },
      ],
    },
    {
      id: 'auth-admin-generate-link',
      serverOnly: true,
      summary:
        'Creates a signup, invite, magic link, recovery or email change link without sending it, so you can send it through your own mail.',
      examples: [
        {
          title: 'A magic link to send yourself',
          code: `const { data, error } = await supabase.auth.admin.generateLink({
  type: 'magiclink',
  email: 'reader@example.com',
});
const link = data.properties?.action_link;`,
        },
      ],
    },
    {
      id: 'auth-admin-sign-out',
      serverOnly: true,
      summary:
        'Revokes the sessions behind an access token (`global`, `local` or `others`, as in `signOut()`).',
      examples: [
        {
          title: 'End every session of a user',
          code: `const { error } = await supabase.auth.admin.signOut(accessToken, 'global');`,
        },
      ],
    },
    {
      id: 'auth-admin-mfa-list-factors',
      serverOnly: true,
      summary: 'Lists the MFA factors of any user.',
      examples: [
        {
          title: 'A user’s factors',
          code: `const { data, error } = await supabase.auth.admin.mfa.listFactors({ userId });`,
        },
      ],
    },
    {
      id: 'auth-admin-mfa-delete-factor',
      serverOnly: true,
      summary: 'Removes one MFA factor from a user, for example when they lost the device.',
      examples: [
        {
          title: 'Remove a lost factor',
          code: `const { data, error } = await supabase.auth.admin.mfa.deleteFactor({ id: factorId, userId });`,
        },
      ],
    },
  ],
};
