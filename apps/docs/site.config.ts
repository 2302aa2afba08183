/**
 * The one place that names the product and the outside addresses it links to.
 * Each value can be overridden at build time with the environment variable beside it.
 *
 * Two values belong to a deployment, not to the code, and have no honest default: the public address of the
 * site and the repository readers may edit it in. Unset, the site URL is the address `npm start` serves
 * (so canonical links, the sitemap and preview images are right for a local build) and "Edit this page" is
 * left out; the build prints a warning for each (build/config-warnings.mjs).
 */
function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value && value.length > 0 ? value : fallback;
}

function optionalEnv(name: string): string | undefined {
  const value = process.env[name];
  return value && value.length > 0 ? value : undefined;
}

/** What `npm start` serves by default (local/serve.mjs). */
const LOCAL_SITE_URL = 'http://localhost:3000';

export type SiteConfig = {
  brand: string;
  siteUrl: string;
  dashboardUrl: string;
  platformApiUrl: string;
  authUrl: string;
  docsRepoUrl: string | undefined;
  docsRepoBranch: string;
  docsContentPath: string;
  translatorRepoUrl: string;
};

export const siteConfig: SiteConfig = {
  brand: 'Supabase',
  /** Public origin the export is deployed at; used for canonical URLs, OpenGraph and the sitemap. */
  siteUrl: env('NEXT_PUBLIC_SITE_URL', LOCAL_SITE_URL),
  dashboardUrl: env('NEXT_PUBLIC_DASHBOARD_URL', 'https://supabase.com/dashboard'),
  platformApiUrl: env('NEXT_PUBLIC_PLATFORM_API_URL', 'https://api.supabase.com'),
  /** The auth API root the API-settings widget signs in against (GoTrue's URL, ending in /auth/v1). */
  authUrl: env('NEXT_PUBLIC_AUTH_URL', 'https://auth.supabase.io/auth/v1'),
  /** "Edit this page" links point at content/ inside this repository; without it there are none. */
  docsRepoUrl: optionalEnv('NEXT_PUBLIC_DOCS_REPO_URL'),
  docsRepoBranch: env('NEXT_PUBLIC_DOCS_REPO_BRANCH', 'main'),
  docsContentPath: 'apps/docs/content',
  translatorRepoUrl: env(
    'NEXT_PUBLIC_TRANSLATOR_REPO_URL',
    'https://github.com/supabase-community/sql-to-rest',
  ),
};
