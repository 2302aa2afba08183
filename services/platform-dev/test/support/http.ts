// Small HTTP helpers over fetch for the service tests.
import { request } from 'node:http';
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

function unescapeHtml(text: string): string {
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

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One HTTP request sent from a chosen loopback address (127.0.0.0/8 all reaches the server), so several
 * client IPs can be played on one machine; headers are sent exactly as given.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const body = init.body ?? '';
    const req = request(
      new URL(url),
      {
        method: init.method ?? 'POST',
        localAddress,
        headers: { 'Content-Length': Buffer.byteLength(body), ...init.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
