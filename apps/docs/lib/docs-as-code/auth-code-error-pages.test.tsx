import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { app as expressApp } from '@/examples/oauth-callback/express/app';
import NextErrorPage from '@/examples/oauth-callback/nextjs/app/auth/auth-code-error/page';
import RemixErrorPage from '@/examples/oauth-callback/remix/app/routes/auth.auth-code-error';
import { renderSvelte } from './render-svelte';

/*
 * The OAuth guide sends a failed sign-in to /auth/auth-code-error in every framework of its tab group, so each
 * framework's tab shows that page, and each page renders: React pages with react-dom, the Svelte page compiled
 * and rendered with Svelte itself, the Express route over HTTP. (Astro is not installed here: its page is
 * checked as text.)
 */

const docsRoot = new URL('../../', import.meta.url).pathname;
const guide = readFileSync(`${docsRoot}content/guides/auth/oauth-pkce.mdx`, 'utf8');
const examples = `${docsRoot}examples/oauth-callback/`;

/** What every error page must offer: a heading that says what happened, and a way to start again. */
function expectErrorPage(html: string) {
  expect(html).toMatch(/<h1>Sign-in failed<\/h1>/);
  expect(html).toMatch(/<a href="\/login">Try again<\/a>/);
}

describe('the auth-code-error page', () => {
  const tabs = [...guide.matchAll(/<TabPanel id="([^"]+)"[^>]*>([\s\S]*?)<\/TabPanel>/g)];
  const errorSection = guide.slice(guide.indexOf('## 5. Show an error page'));
  const errorTabs = [...errorSection.matchAll(/<TabPanel id="([^"]+)"[^>]*>([\s\S]*?)<\/TabPanel>/g)];

  it('has a tab for every framework whose callback the guide shows', () => {
    const frameworks = [...new Set(tabs.map(([, id]) => id))];
    expect(errorTabs.map(([, id]) => id)).toEqual(frameworks);
    for (const [, id, body = ''] of errorTabs) {
      expect(body, id).toMatch(/auth-code-error/);
    }
  });

  it('Next.js: app/auth/auth-code-error/page.tsx renders', () => {
    expectErrorPage(renderToStaticMarkup(<NextErrorPage />));
  });

  it('Remix: app/routes/auth.auth-code-error.tsx renders', () => {
    const Page = RemixErrorPage as ComponentType;
    expectErrorPage(renderToStaticMarkup(<Page />));
  });

  it('SvelteKit: src/routes/auth/auth-code-error/+page.svelte compiles and renders', async () => {
    expectErrorPage(await renderSvelte(`${examples}sveltekit/src/routes/auth/auth-code-error/+page.svelte`));
  });

  it('Astro: src/pages/auth/auth-code-error.astro has the heading and the link', () => {
    expectErrorPage(readFileSync(`${examples}astro/src/pages/auth/auth-code-error.astro`, 'utf8'));
  });

  it('Express: GET /auth/auth-code-error answers with the page', async () => {
    const server = expressApp.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/auth/auth-code-error`);
      expect(response.status).toBe(200);
      expectErrorPage(await response.text());
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
