// Small HTTP helpers over fetch for the service tests.
import { DEMO_PASSWORD } from '../../src/seed/seed-data.ts';

export interface SessionJson {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; email: string; aud: string; role: string };
}

export async function passwordGrant(
  base: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Response> {
  return fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

export async function signIn(base: string, email: string): Promise<SessionJson> {
  const response = await passwordGrant(base, email);
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return (await response.json()) as SessionJson;
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

/** The hidden and visible fields of the sign-in form in an authorize page. */
export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(match[0])?.[1];
    const value = /\bvalue="([^"]*)"/.exec(match[0])?.[1] ?? '';
    if (name) fields[name] = unescapeHtml(value);
  }
  return fields;
}

export function unescapeHtml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** Posts the sign-in form the way a browser would (same-origin, form-encoded), without following redirects. */
export function postForm(
  base: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/auth/v1/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}
