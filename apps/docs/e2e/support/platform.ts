/**
 * Helpers for browser tests that use the local platform service (platform-dev), which e2e/global-setup.ts
 * starts with `--memory --faults` on the port the site was built for.
 *
 *   requirePlatform();                                    // at the top of a file: fails clearly without it
 *   await setFault({ path: '/platform/projects', status: 500 });
 *   await signIn(page, 'demo@example.com');               // through the service's own sign-in page
 *   await storeSession(page, 'demo@example.com');         // or already signed in when the page opens
 *
 * Faults apply only to requests from this worker's site origin (`siteOrigin()`), so files run side by side;
 * requirePlatform() clears them after every test.
 */

import { DEMO_PASSWORD } from 'platform-dev/seed-data';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, inject } from 'vitest';
import { passwordSession } from '../../local/stored-session.mjs';
import { siteOrigin } from './browser';

export type Fault = {
  method?: string;
  /** Matched exactly, or as a prefix when it ends in `*`. */
  path: string;
  /** Answer with this status instead of the real answer; leave out to only delay the real one. */
  status?: number;
  /** The JSON to answer with (with `status`) instead of the default message, e.g. `[]` for an empty list. */
  body?: unknown;
  delayMs?: number;
  /** How many requests it applies to; leave out for "until cleared". */
  times?: number;
};

function platformUrl(): string {
  return inject('platformUrl');
}

/** Makes every test of the file fail with the reason when the service is not there; clears faults after each. */
export function requirePlatform() {
  beforeAll(() => {
    const problem = inject('platformProblem');
    if (problem) throw new Error(problem);
  });
  afterEach(clearFaults);
}

export async function setFault(fault: Fault): Promise<void> {
  const response = await fetch(`${platformUrl()}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // Scoped to this worker's origin: a file running alongside (on another origin) never meets it.
    body: JSON.stringify({ method: 'GET', delayMs: 0, times: null, ...fault, origin: siteOrigin() }),
  });
  if (response.status !== 204) throw new Error(`POST /__faults answered ${response.status}`);
}

async function clearFaults(): Promise<void> {
  if (!platformUrl()) return;
  await fetch(`${platformUrl()}/__faults?origin=${encodeURIComponent(siteOrigin())}`, { method: 'DELETE' });
}

/**
 * Signs in from the widget on the current page: "Log in" → the service's authorize page → back to the same
 * page. Resolves once the browser is back on that page (the widget then exchanges the code).
 */
export async function signIn(page: Page, email: string, widget = 'Project URL'): Promise<void> {
  const back = new URL(page.url()).pathname;
  await page.getByRole('region', { name: widget }).getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/v1/authorize');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/auth/v1/authorize',
    ),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  if (answer.status() !== 303) {
    await page.waitForLoadState('load');
    const text = (await page.locator('body').textContent())?.replace(/\s+/g, ' ').trim().slice(0, 200);
    throw new Error(`The sign-in form answered ${answer.status()} instead of redirecting back: ${text}`);
  }
  await page.waitForURL((url) => url.pathname === back, { waitUntil: 'load' });
}

/**
 * Gives the page's browser a session for `email` before its first navigation, stored as the widget's auth client
 * stores one after "Log in" (the same auth-js and storage key; a password sign-in against platform-dev from
 * here). The page then opens signed in: one page load instead of the three of the sign-in page round trip,
 * which the tests of signing in itself still take.
 */
export async function storeSession(page: Page, email: string): Promise<void> {
  const stored = await passwordSession(`${platformUrl()}/auth/v1`, email);
  await page.addInitScript((entries) => {
    // Once per tab: a reload keeps what the page stored since (a refreshed session, a sign-out).
    if (sessionStorage.getItem('e2e-stored-session')) return;
    sessionStorage.setItem('e2e-stored-session', '1');
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, stored);
}
