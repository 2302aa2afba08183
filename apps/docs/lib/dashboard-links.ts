import { siteConfig } from '@/site.config';

/*
 * Every link into the platform dashboard is built here from the configured dashboard URL, so no page
 * hard-codes one. Without a project ref the dashboard's `_` placeholder lets the reader pick a project first.
 */
const ANY_PROJECT = '_';

/**
 * The links for a dashboard at `dashboardUrl`. Client widgets build theirs from a URL the server hands them as
 * a prop: `site.config` reads the environment at build time, which the browser does not have.
 */
export function dashboardLinksFor(dashboardUrl: string) {
  const projectPath = (ref: string | undefined, path: string) =>
    `${dashboardUrl}/project/${encodeURIComponent(ref ?? ANY_PROJECT)}/${path}`;
  return {
    projects: () => `${dashboardUrl}/projects`,
    apiSettings: (ref?: string) => projectPath(ref, 'settings/api'),
    databaseSettings: (ref?: string) => projectPath(ref, 'database/settings'),
    sqlEditor: (ref?: string) => projectPath(ref, 'sql/new'),
    authProviders: (ref?: string) => projectPath(ref, 'auth/providers'),
    authRateLimits: (ref?: string) => projectPath(ref, 'auth/rate-limits'),
    authSmtp: (ref?: string) => projectPath(ref, 'auth/smtp'),
    support: () => `${dashboardUrl}/support/new`,
  } as const;
}

export const dashboardLinks = dashboardLinksFor(siteConfig.dashboardUrl);

export type DashboardLink = keyof typeof dashboardLinks;
