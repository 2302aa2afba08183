import { authErrorCodes } from './auth-error-codes';
import { type ErrorEntry, errorSection } from './schema';
import { AUTH_STATUS_ORIGIN, authSourceStatus } from './source-statuses';

/*
 * What each Auth `error_code` means, in our words. The list of codes is read from the installed @supabase/auth-js
 * (auth-error-codes.ts); errors.test.ts fails when that list gains a code this table does not explain, or this
 * table explains a code auth-js no longer declares. The HTTP statuses are not typed here: each comes from the
 * call sites in GoTrue's source that raise the code (source-statuses.ts).
 */
type AuthMeaning = Omit<ErrorEntry, 'code' | 'title' | 'status' | 'statusBy'> & { title?: string };

/**
 * Codes auth-js declares that GoTrue raises nowhere at the pinned commit, so no status can be read for them: the
 * page shows none. errors.test.ts checks this list is exactly those codes.
 */
export const AUTH_CODES_WITHOUT_SOURCE = ['reauth_nonce_missing'];

const RATE = '[rate limits](/guides/auth/rate-limits/)';

export const authMeanings: Record<string, AuthMeaning> = {
  unexpected_failure: {
    meaning: 'Auth failed for a reason it did not expect. The request itself may be fine.',
    fix: 'Retry; if it repeats, check the Auth logs for the time of the request.',
  },
  validation_failed: {
    meaning:
      'A parameter is missing or has the wrong format (an email address, a phone number, a redirect URL, a body field).',
    fix: 'Read `message`: it names the parameter.',
  },
  bad_json: {
    meaning: 'The request body is not valid JSON.',
    fix: 'Send `Content-Type: application/json` with a JSON object; supabase-js does this for you.',
  },
  email_exists: {
    meaning: 'Another user already has this email address.',
    fix: 'Sign the user in instead, or ask for another address.',
    messages: ['A user with this email address has already been registered'],
  },
  phone_exists: {
    meaning: 'Another user already has this phone number.',
    fix: 'Sign the user in instead, or ask for another number.',
  },
  bad_jwt: {
    meaning:
      'The access token in `Authorization` is not a valid JWT for this project: malformed, badly signed or expired.',
    fix: 'Send the session’s current access token; let supabase-js refresh it (see [Sessions](/guides/auth/sessions/)).',
    messages: ['invalid JWT: unable to parse or verify signature'],
  },
  not_admin: {
    meaning: 'The call needs the service role (an admin endpoint) but the token is a user’s.',
    fix: 'Call admin methods only on the server, with the service role key.',
  },
  no_authorization: {
    meaning:
      'The endpoint needs `Authorization: Bearer <token>` and the request had none (401), or the token is an anonymous user’s and the endpoint (MFA factors, passkeys) needs a permanent user (403).',
    fix: 'Sign the user in first, or pass the access token; convert an anonymous user to a permanent one before enrolling factors.',
  },
  user_not_found: {
    meaning: 'The user the request refers to does not exist (any more).',
    fix: 'Sign the user out and in again; the account may have been deleted.',
    messages: ['User not found'],
  },
  session_not_found: {
    meaning:
      'The session named in the access token has ended: the user signed out, or the session was revoked. auth-js reports it as `AuthSessionMissingError: Auth session missing!`.',
    fix: 'Sign the user in again.',
    messages: ['Session from session_id claim in JWT does not exist', 'Auth session missing!'],
  },
  session_expired: {
    meaning: 'The session passed its time-box or inactivity timeout, so its refresh token no longer works.',
    fix: 'Sign the user in again.',
    messages: ['Invalid Refresh Token: Session Expired'],
  },
  refresh_token_not_found: {
    meaning: 'The refresh token is unknown: never issued, or its session was deleted.',
    fix: 'Sign the user in again; check that the client stores the latest refresh token.',
    messages: ['Invalid Refresh Token: Refresh Token Not Found'],
  },
  refresh_token_already_used: {
    meaning:
      'This refresh token was used before, outside the short reuse interval, so Auth ends the session (token reuse may mean theft).',
    causes: [
      'Two tabs or two servers refreshing the same session at once.',
      'A stored session copied between devices.',
    ],
    fix: 'Refresh in one place (`@supabase/ssr` on the server, see [Server-side auth](/guides/auth/server-side-auth/)), then sign in again.',
    messages: ['Invalid Refresh Token: Already Used'],
  },
  flow_state_not_found: {
    meaning: 'No PKCE flow matches the code: it was already exchanged, expired, or began on another device.',
    fix: 'Start the sign-in again and exchange the code once (see [PKCE](/guides/auth/oauth-pkce/)).',
    messages: ['invalid flow state, no valid flow state found'],
  },
  flow_state_expired: {
    meaning: 'The PKCE flow began too long ago; its code can no longer be exchanged.',
    fix: 'Start the sign-in again.',
  },
  signup_disabled: {
    meaning:
      'New sign-ups are turned off for this project: `signUp()`, an anonymous sign-in, a first OAuth sign-in, or `signInWithOtp()` for an address that has no user.',
    fix: 'Turn sign-ups on in the Auth settings, or invite users instead.',
  },
  user_banned: {
    meaning: 'The user is banned until a date set by an admin.',
    fix: 'Lift the ban with the admin API if it was a mistake.',
  },
  provider_email_needs_verification: {
    meaning: 'The OAuth provider did not confirm the user’s email, so Auth sent a confirmation mail first.',
    fix: 'Ask the user to follow the link in that mail.',
  },
  invite_not_found: {
    meaning: 'The invitation is unknown or was already used.',
    fix: 'Send a new invitation.',
  },
  bad_oauth_state: {
    meaning: 'The OAuth `state` that came back from the provider is not the one Auth sent.',
    fix: 'Start the sign-in again in one tab; check that no proxy rewrites the callback URL.',
  },
  bad_oauth_callback: {
    meaning: 'The provider called back without the parameters an OAuth callback needs.',
    fix: 'Check the callback URL registered with the provider (see [Social login](/guides/auth/social-login/)).',
  },
  oauth_provider_not_supported: {
    meaning: 'The provider is not turned on for this project, or its name is misspelt.',
    fix: 'Turn the provider on in the Auth settings.',
  },
  unexpected_audience: {
    meaning: 'The token’s `aud` claim is not the audience this project expects.',
    fix: 'Use tokens issued by this project.',
  },
  single_identity_not_deletable: {
    meaning: 'A user’s only identity cannot be unlinked, or they could not sign in any more.',
    fix: 'Link another identity first.',
  },
  email_conflict_identity_not_deletable: {
    meaning: 'Unlinking this identity would leave the user with an email another user already has.',
    fix: 'Change the user’s email first.',
  },
  identity_already_exists: {
    meaning: 'This provider identity is already linked to a user.',
    fix: 'Sign in with it instead of linking it.',
  },
  email_provider_disabled: {
    meaning: 'Email sign-ups and sign-ins are turned off.',
    fix: 'Turn the Email provider on in the Auth settings.',
  },
  phone_provider_disabled: {
    meaning: 'Phone sign-ups and sign-ins are turned off.',
    fix: 'Turn the Phone provider on and set up an SMS provider (see [Phone login](/guides/auth/phone-login/)).',
  },
  too_many_enrolled_mfa_factors: {
    meaning: 'The user has as many MFA factors as allowed.',
    fix: 'Unenroll a factor before adding one.',
  },
  mfa_factor_name_conflict: {
    meaning: 'The user already has a factor with this friendly name.',
    fix: 'Choose another `friendlyName` (see [MFA](/guides/auth/mfa/)).',
  },
  mfa_factor_not_found: {
    meaning: 'The factor does not exist or belongs to another user.',
    fix: 'List the user’s factors with `mfa.listFactors()` and use one of their ids.',
    messages: ['Factor not found'],
  },
  mfa_ip_address_mismatch: {
    meaning: 'The challenge was answered from another IP address than the one that created it.',
    fix: 'Create and verify the challenge from the same client.',
  },
  mfa_challenge_expired: {
    meaning: 'The MFA challenge is too old to verify.',
    fix: 'Create a new challenge and verify it promptly.',
  },
  mfa_verification_failed: {
    meaning: 'The MFA code is wrong.',
    causes: [
      'A typo, or a code from another account in the authenticator app.',
      'The device clock is far off.',
    ],
    fix: 'Ask for the current code again.',
    messages: ['Invalid TOTP code entered'],
  },
  mfa_verification_rejected: {
    meaning: 'An MFA verification hook rejected the attempt.',
    fix: 'Check the rules of your MFA verification hook.',
  },
  insufficient_aal: {
    meaning: 'The action needs a session at `aal2` (MFA verified) and this one is `aal1`.',
    fix: 'Challenge and verify a factor first (see [MFA](/guides/auth/mfa/)).',
  },
  captcha_failed: {
    meaning: 'The CAPTCHA token is missing, used or invalid.',
    fix: 'Pass a fresh `captchaToken` with each call (see [CAPTCHA](/guides/auth/captcha/)).',
    messages: ['captcha verification process failed', 'captcha protection: request disallowed'],
  },
  saml_provider_disabled: {
    meaning: 'SAML single sign-on is not turned on for this project.',
    fix: 'Turn on SAML (see [SSO](/guides/auth/sso-saml/)).',
  },
  manual_linking_disabled: {
    meaning: '`linkIdentity()` was called but manual linking is turned off.',
    fix: 'Turn manual linking on in the Auth settings.',
  },
  sms_send_failed: {
    meaning: 'The SMS provider refused or failed to send the message.',
    fix: 'Check the provider’s credentials and logs.',
  },
  email_not_confirmed: {
    meaning: 'The user signed up but has not confirmed their email, and sign-in needs a confirmed address.',
    fix: 'Ask the user to follow the confirmation link; offer to resend it (see [Email and password](/guides/auth/email-password/)).',
    messages: ['Email not confirmed'],
  },
  phone_not_confirmed: {
    meaning: 'The user has not confirmed their phone number.',
    fix: 'Verify the number with the code sent by SMS.',
    messages: ['Phone not confirmed'],
  },
  reauth_nonce_missing: {
    meaning: 'Changing the password needs a reauthentication code and none was sent.',
    fix: 'Call `reauthenticate()` and pass the code as `nonce`.',
  },
  saml_relay_state_not_found: {
    meaning: 'The SAML relay state is unknown.',
    fix: 'Start the SSO sign-in again.',
  },
  saml_relay_state_expired: {
    meaning: 'The SAML sign-in took too long.',
    fix: 'Start the SSO sign-in again.',
  },
  saml_idp_not_found: {
    meaning: 'No SAML identity provider matches the request.',
    fix: 'Check the domain or provider id passed to `signInWithSSO()`.',
  },
  saml_assertion_no_user_id: {
    meaning: 'The identity provider’s assertion carries no user id.',
    fix: 'Configure the provider to send a NameID.',
  },
  saml_assertion_no_email: {
    meaning: 'The identity provider’s assertion carries no email.',
    fix: 'Map an email attribute (see [SSO](/guides/auth/sso-saml/)).',
  },
  user_already_exists: {
    meaning: 'A user with this email or phone already exists.',
    fix: 'Sign the user in instead.',
  },
  sso_provider_not_found: {
    meaning: 'The SSO provider does not exist.',
    fix: 'List the providers with the CLI and use an existing id.',
  },
  saml_metadata_fetch_failed: {
    meaning: 'Auth could not download the identity provider’s metadata URL.',
    fix: 'Check that the URL is public and returns XML.',
  },
  saml_idp_already_exists: {
    meaning: 'This identity provider is already registered.',
    fix: 'Update the existing provider instead.',
  },
  sso_domain_already_exists: {
    meaning: 'Another SSO provider already claims this email domain.',
    fix: 'Remove the domain from the other provider first.',
  },
  saml_entity_id_mismatch: {
    meaning: 'The metadata’s entity id differs from the registered provider’s.',
    fix: 'Register the new metadata as a new provider.',
  },
  conflict: {
    meaning: 'Two requests changed the same record at once.',
    fix: 'Retry the request.',
  },
  provider_disabled: {
    meaning: 'The sign-in method used is turned off.',
    fix: 'Turn the provider on in the Auth settings.',
  },
  user_sso_managed: {
    meaning: 'The user signs in through SSO, so fields such as the email cannot be changed here.',
    fix: 'Change them at the identity provider.',
  },
  reauthentication_needed: {
    meaning: 'Changing the password needs a recent sign-in or a reauthentication code.',
    fix: 'Call `reauthenticate()` first.',
  },
  same_password: {
    meaning: 'The new password equals the current one.',
    fix: 'Ask for a different password.',
    messages: ['New password should be different from the old password'],
  },
  reauthentication_not_valid: {
    meaning: 'The reauthentication code is wrong or expired.',
    fix: 'Request a new code.',
  },
  otp_expired: {
    meaning: 'The email link or one-time code expired, was used already, or is wrong.',
    causes: [
      'An email scanner opened the link before the user did.',
      'The user clicked an older link after asking for a new one.',
    ],
    fix: 'Ask for a new link or code (see [Magic links](/guides/auth/magic-links/)).',
    messages: ['Token has expired or is invalid', 'Email link is invalid or has expired'],
  },
  otp_disabled: {
    meaning:
      '`signInWithOtp()` was called with `shouldCreateUser: false` for an email or phone number that has no user. (With sign-ups turned off for the project and user creation allowed, an unknown address gets `signup_disabled` instead.)',
    fix: 'Sign the user up first, or let the call create the user.',
    messages: ['Signups not allowed for otp'],
  },
  identity_not_found: {
    meaning: 'The identity to unlink does not exist.',
    fix: 'List identities with `getUserIdentities()` first.',
  },
  weak_password: {
    meaning:
      'The password does not meet the project’s password rules (length, required characters, or it is known to be leaked).',
    fix: 'Show the `reasons` to the user (see [Email and password](/guides/auth/email-password/)).',
    messages: ['Password should be at least'],
  },
  over_request_rate_limit: {
    meaning: 'Too many requests from this IP address to this Auth endpoint.',
    fix: `Wait before trying again (Auth sends no \`Retry-After\`; the limits and their windows are on the ${RATE} page).`,
    messages: ['Request rate limit reached'],
  },
  over_email_send_rate_limit: {
    meaning:
      'Too many emails were sent: to this address within the minimum interval, or by the project within the hour.',
    fix: `Wait, or set up your own SMTP server to raise the hourly limit; see the ${RATE}.`,
    messages: ['email rate limit exceeded', 'For security purposes, you can only request this after'],
  },
  over_sms_send_rate_limit: {
    meaning: 'Too many SMS messages were sent to this number or by the project.',
    fix: `Wait before sending another code; see the ${RATE}.`,
    messages: ['SMS rate limit exceeded'],
  },
  bad_code_verifier: {
    meaning: 'The PKCE code verifier does not match the challenge sent when the flow began.',
    causes: [
      'The code is exchanged by another browser or client than the one that started the sign-in.',
      'The verifier in storage (a cookie with `@supabase/ssr`) was lost or overwritten.',
    ],
    fix: 'Exchange the code in the same browser that started the flow (see [PKCE](/guides/auth/oauth-pkce/)).',
    messages: ['code challenge does not match previously saved code verifier'],
  },
  anonymous_provider_disabled: {
    meaning: 'Anonymous sign-ins are turned off.',
    fix: 'Turn them on in the Auth settings (see [Anonymous sign-ins](/guides/auth/anonymous-sign-ins/)).',
    messages: ['Anonymous sign-ins are disabled'],
  },
  hook_timeout: {
    meaning: 'An Auth hook did not answer in time.',
    fix: 'Make the hook faster; it has a few seconds.',
  },
  hook_timeout_after_retry: {
    meaning: 'An Auth hook timed out again after a retry.',
    fix: 'Make the hook faster or check that it is reachable.',
  },
  hook_payload_over_size_limit: {
    meaning: 'The hook’s answer is larger than Auth accepts.',
    fix: 'Return a smaller payload.',
  },
  hook_payload_invalid_content_type: {
    meaning: 'The hook answered with a content type other than JSON.',
    fix: 'Answer with `application/json`.',
  },
  request_timeout: {
    meaning: 'Auth took too long to handle the request.',
    fix: 'Retry; if it repeats, check the database load.',
  },
  mfa_phone_enroll_not_enabled: {
    meaning: 'Enrolling phone factors is turned off.',
    fix: 'Turn on phone MFA in the Auth settings.',
  },
  mfa_phone_verify_not_enabled: {
    meaning: 'Verifying phone factors is turned off.',
    fix: 'Turn on phone MFA in the Auth settings.',
  },
  mfa_totp_enroll_not_enabled: {
    meaning: 'Enrolling TOTP factors is turned off.',
    fix: 'Turn on TOTP MFA in the Auth settings.',
  },
  mfa_totp_verify_not_enabled: {
    meaning: 'Verifying TOTP factors is turned off.',
    fix: 'Turn on TOTP MFA in the Auth settings.',
  },
  mfa_webauthn_enroll_not_enabled: {
    meaning: 'Enrolling WebAuthn factors is turned off.',
    fix: 'Turn on WebAuthn MFA in the Auth settings.',
  },
  mfa_webauthn_verify_not_enabled: {
    meaning: 'Verifying WebAuthn factors is turned off.',
    fix: 'Turn on WebAuthn MFA in the Auth settings.',
  },
  mfa_verified_factor_exists: {
    meaning: 'A verified factor of this kind already exists for this phone number.',
    fix: 'Use the existing factor.',
  },
  invalid_credentials: {
    meaning: 'The email (or phone) and password do not match a user.',
    causes: ['A wrong password.', 'No user with this email, which Auth does not reveal.'],
    fix: 'Ask the user to try again or [reset the password](/guides/auth/password-reset/).',
    messages: ['Invalid login credentials'],
  },
  email_address_not_authorized: {
    meaning: 'The default email service sends only to members of the project’s organization.',
    fix: 'Set up your own SMTP server to mail other addresses.',
  },
  email_address_invalid: {
    meaning: 'The email address is not one Auth accepts (a test or example domain).',
    fix: 'Use a real address.',
  },
};

function entryFor(code: string): ErrorEntry {
  const meaning = authMeanings[code];
  if (!meaning)
    throw new Error(
      `Auth error code ${code} (declared by @supabase/auth-js) has no meaning in data/errors/auth.ts`,
    );
  const { title, ...rest } = meaning;
  return { code, title: title ?? code.replaceAll('_', ' '), ...rest, ...authSourceStatus(code) };
}

const { codes, version } = authErrorCodes();

export const authErrors = errorSection({
  id: 'auth',
  title: 'Auth',
  intro:
    'supabase-js sends the header `X-Supabase-Api-Version: 2024-01-01` with every Auth request, so Auth answers an error with the body `{ "code": "<error_code>", "message": "…" }`. A request without that header (curl, an old client) gets the older body `{ "code": <HTTP status>, "error_code": "…", "msg": "…" }`, where `code` is a number. supabase-js turns either into an `AuthApiError` with `error.code` (the `error_code` below), `error.status` and `error.message`; match on `error.code`, never on the message. Three cases arrive as other classes: an answer of status 500–504 (or 520–530) becomes an `AuthRetryableFetchError` with that status and no `code`; `session_not_found` becomes an `AuthSessionMissingError` with no `code` and status 400, whatever the server sent; `weak_password` becomes an `AuthWeakPasswordError` whose `code` is `weak_password`, with the `reasons`. Auth sends no `Retry-After` header, also not with 429. Where a code is answered with different statuses by different endpoints, each is listed.',
  origin: {
    source: `The ErrorCode type of @supabase/auth-js ${version} (lib/error-codes.d.ts); statuses from ${AUTH_STATUS_ORIGIN}`,
    asOf: '2026-11-28',
  },
  entries: codes.map(entryFor),
});
