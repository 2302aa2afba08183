import {
  OAUTH_PKCE_STEPS,
  OAUTH_PKCE_SUMMARY,
  oauthPkceChart,
  PKCE_CLIENT_RULE,
  PKCE_RULE_TITLE,
} from '@/lib/auth/oauth-pkce-flow';
import { inlineMarkupNodes } from './auth-handlers';
import type { ComponentHandler } from './mdx-to-markdown';
import { callout, code, list, paragraph } from './nodes';

/** `<OAuthPkceFlow />` as Markdown: the same steps, the chart as a mermaid fence, the client rule as a call-out. */
export const oauthPkceFlow: ComponentHandler = (context) => [
  list(
    OAUTH_PKCE_STEPS.map((step) => inlineMarkupNodes(step, context)),
    true,
  ),
  paragraph(OAUTH_PKCE_SUMMARY),
  code(oauthPkceChart(), 'mermaid'),
  callout('note', PKCE_RULE_TITLE, [paragraph(...inlineMarkupNodes(PKCE_CLIENT_RULE, context))]),
];
