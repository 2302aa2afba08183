import { Mermaid } from '@/components/mdx/mermaid';
import {
  OAUTH_PKCE_STEPS,
  OAUTH_PKCE_SUMMARY,
  oauthPkceChart,
  PKCE_CLIENT_RULE,
  PKCE_RULE_TITLE,
} from '@/lib/auth/oauth-pkce-flow';
import { Admonition } from '../admonition';
import { InlineMarkup } from './inline-markup';

/**
 * `<OAuthPkceFlow />`: how the PKCE sign-in works (steps and sequence diagram) and which client gets a `code`.
 * The PKCE guide, the social-login index and every provider page place it under their own heading, so the
 * flow is explained once (text in lib/auth/oauth-pkce-flow.ts, shared with the Markdown twin).
 */
export function OAuthPkceFlow() {
  return (
    <div data-slot="oauth-pkce-flow">
      <ol>
        {OAUTH_PKCE_STEPS.map((step) => (
          <li key={step}>
            <InlineMarkup text={step} />
          </li>
        ))}
      </ol>
      <p>{OAUTH_PKCE_SUMMARY}</p>
      <Mermaid chart={oauthPkceChart()} />
      <Admonition type="note" label={PKCE_RULE_TITLE}>
        <p>
          <InlineMarkup text={PKCE_CLIENT_RULE} />
        </p>
      </Admonition>
    </div>
  );
}
