// Reading the dev mail outbox and following its links the way a browser would (without following the
// redirect, so the test can read where it goes).
import { expect } from 'vitest';
import type { MailMessage } from '../../src/auth/mail-outbox.ts';

/** A mail as GET /dev/mail-outbox answers it. */
export type Mail = MailMessage;

export async function mailsTo(base: string, email: string): Promise<Mail[]> {
  const response = await fetch(`${base}/dev/mail-outbox?email=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Mail[];
}

export async function lastMail(base: string, email: string): Promise<Mail> {
  const mail = (await mailsTo(base, email)).at(-1);
  if (!mail) throw new Error(`nothing was mailed to ${email}`);
  return mail;
}

/** Follows a mailed link: returns the address the server redirects to. */
export async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

let counter = 0;
/** A fresh address per test (the request window is per address). */
export function freshEmail(label = 'user'): string {
  return `${label}-${Date.now().toString(36)}-${++counter}@example.com`;
}

export const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/auth/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}
