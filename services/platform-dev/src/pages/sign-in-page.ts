// The sign-in form of GET /auth/v1/authorize. The PKCE parameters ride along in hidden fields and are
// checked again when the form is posted.
import { DEV_CAPTCHA_TOKEN } from '../auth/captcha.ts';
import { html } from './html.ts';
import { page } from './layout.ts';

export interface SignInPageProps {
  /** The query of the authorize request, carried through the form unchanged. */
  flow: { provider: string; redirect_to: string; code_challenge: string; code_challenge_method: string };
  /** Where the reader goes back to after signing in (shown, so they know where they are headed). */
  returnTo: URL;
  email?: string;
  error?: string;
  /** With --captcha: a check box stands in for the CAPTCHA widget and sends the dev token. */
  captcha?: boolean;
}

export function signInPage({ flow, returnTo, email, error, captcha }: SignInPageProps): string {
  const invalid = error ? 'true' : 'false';
  const describedBy = error ? 'form-error' : 'form-note';
  return page(
    'Sign in · platform-dev',
    html`<h1>Sign in</h1>
<p id="form-note">Local development platform. After signing in you return to <code>${returnTo.origin}${returnTo.pathname}</code>.</p>
${error ? html`<p id="form-error" class="error" role="alert">${error}</p>` : ''}
<form method="post" action="/auth/v1/authorize" aria-describedby="${describedBy}">
<input type="hidden" name="provider" value="${flow.provider}">
<input type="hidden" name="redirect_to" value="${flow.redirect_to}">
<input type="hidden" name="code_challenge" value="${flow.code_challenge}">
<input type="hidden" name="code_challenge_method" value="${flow.code_challenge_method}">
<label for="email">Email
<input id="email" name="email" type="email" autocomplete="username" required value="${email ?? ''}" aria-invalid="${invalid}"${error ? html` aria-describedby="form-error"` : ''}${error ? '' : html` autofocus`}>
</label>
<label for="password">Password
<input id="password" name="password" type="password" autocomplete="current-password" required aria-invalid="${invalid}"${error ? html` aria-describedby="form-error" autofocus` : ''}>
</label>
${
  captcha
    ? html`<label class="check" for="captcha"><input id="captcha" name="captcha_token" type="checkbox" value="${DEV_CAPTCHA_TOKEN}" required> I am not a robot (platform-dev's test CAPTCHA)</label>
`
    : ''
}<button type="submit">Sign in</button>
</form>`,
  );
}
