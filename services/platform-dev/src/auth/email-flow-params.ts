// The parameters every mailing auth route shares: where the link returns to (`redirect_to` in the query, as
// auth-js sends it, or in the body) and the PKCE challenge, if the client uses the PKCE flow.
import type { Context } from 'hono';
import type { AllowedOrigin } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { isS256Method, isValidChallenge } from './pkce.ts';
import { checkRedirect } from './redirect-allow-list.ts';

/** Where a link returns when the request names no address: the first allow-list entry (GoTrue's Site URL). */
export function siteUrl(allowList: AllowedOrigin[]): string {
  const first = allowList[0];
  if (!first) throw new Error('the allow-list is empty');
  return new URL(first.pathPrefix, first.origin).href;
}

/**
 * The checked return address. GoTrue quietly falls back to the Site URL for an address it does not allow;
 * this server refuses it, so a mistake shows at once instead of in a mail.
 */
export function redirectFor(c: Context, json: Record<string, unknown>, allowList: AllowedOrigin[]): string {
  const given = c.req.query('redirect_to') ?? json.redirect_to ?? json.email_redirect_to;
  if (given === undefined || given === null || given === '') return siteUrl(allowList);
  const check = checkRedirect(typeof given === 'string' ? given : undefined, allowList);
  if (!check.ok) throw new HttpError(400, check.reason, { code: 'validation_failed' });
  return check.url.href;
}

/** The S256 challenge of a PKCE request, null for the implicit flow; anything else is 400. */
export function challengeFor(json: Record<string, unknown>): string | null {
  const challenge = json.code_challenge;
  if (challenge === undefined || challenge === null || challenge === '') return null;
  if (
    !isS256Method(typeof json.code_challenge_method === 'string' ? json.code_challenge_method : undefined)
  ) {
    throw new HttpError(400, 'Unsupported code_challenge_method: use s256', { code: 'validation_failed' });
  }
  if (typeof challenge !== 'string' || !isValidChallenge(challenge)) {
    throw new HttpError(400, 'code_challenge is not an S256 challenge', { code: 'validation_failed' });
  }
  return challenge;
}

/** A `data` object for user_metadata; anything that is not a JSON object is 400. */
export function metadataFrom(json: Record<string, unknown>): Record<string, unknown> {
  const data = json.data;
  if (data === undefined || data === null) return {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new HttpError(400, 'data must be a JSON object', { code: 'validation_failed' });
  }
  return data as Record<string, unknown>;
}
