import { siteConfig } from '@/site.config';

/*
 * Every link into the platform dashboard (spec §2) is built here from the configured dashboard URL, so no page
 * hard-codes one. Without a project ref the dashboard's `_` placeholder lets the reader pick a project first.
 */
const ANY_PROJECT = '_';

function projectPath(ref: string | undefined, path: string): string {
  return `${siteConfig.dashboardUrl}/project/${encodeURIComponent(ref ?? ANY_PROJECT)}/${path}`;
}

export const dashboardLinks = {
  projects: () => `${siteConfig.dashboardUrl}/projects`,
  apiSettings: (ref?: string) => projectPath(ref, 'settings/api'),
  databaseSettings: (ref?: string) => projectPath(ref, 'database/settings'),
  sqlEditor: (ref?: string) => projectPath(ref, 'sql/new'),
  authProviders: (ref?: string) => projectPath(ref, 'auth/providers'),
  support: () => `${siteConfig.dashboardUrl}/support/new`,
} as const;

export type DashboardLink = keyof typeof dashboardLinks;
