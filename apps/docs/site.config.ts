/**
 * The one place that names the product and the outside addresses it links to.
 * Each value can be overridden at build time with the environment variable beside it.
 */
function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value && value.length > 0 ? value : fallback;
}

export const siteConfig = {
  brand: 'Supabase',
  /** Public origin the export is deployed at; used for canonical URLs, OpenGraph and the sitemap. */
  siteUrl: env('NEXT_PUBLIC_SITE_URL', 'https://docs.example.dev'),
  dashboardUrl: env('NEXT_PUBLIC_DASHBOARD_URL', 'https://supabase.com/dashboard'),
  platformApiUrl: env('NEXT_PUBLIC_PLATFORM_API_URL', 'https://api.supabase.com'),
  /** The auth API root the API-settings widget signs in against (GoTrue's URL, ending in /auth/v1). */
  authUrl: env('NEXT_PUBLIC_AUTH_URL', 'https://auth.supabase.io/auth/v1'),
  /** "Edit this page" links point at content/ inside this repository. */
  docsRepoUrl: env('NEXT_PUBLIC_DOCS_REPO_URL', 'https://github.com/example/platform-docs'),
  docsRepoBranch: 'main',
  docsContentPath: 'apps/docs/content',
  translatorRepoUrl: env(
    'NEXT_PUBLIC_TRANSLATOR_REPO_URL',
    'https://github.com/supabase-community/sql-to-rest',
  ),
} as const;

export type SiteConfig = typeof siteConfig;
