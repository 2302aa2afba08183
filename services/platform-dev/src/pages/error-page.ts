// The page shown when a sign-in request cannot go on (bad redirect_to, PKCE parameters, provider).
import { html } from './html.ts';
import { page } from './layout.ts';

export function errorPage(reason: string): string {
  return page(
    'Sign-in can’t continue · platform-dev',
    html`<h1>Sign-in can’t continue</h1>
<p class="error" role="alert">${reason}</p>
<p>Nothing was sent anywhere. Go back to the docs and start signing in again from there.</p>`,
  );
}
