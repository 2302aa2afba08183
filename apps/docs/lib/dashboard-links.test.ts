import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/site.config';
import { dashboardLinks, dashboardLinksFor } from './dashboard-links';

describe('dashboardLinks', () => {
  it('builds every link from the configured dashboard URL', () => {
    for (const build of Object.values(dashboardLinks)) {
      expect(build()).toMatch(
        new RegExp(`^${siteConfig.dashboardUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`),
      );
    }
  });

  it('puts the project ref in per-project links and the picker placeholder without one', () => {
    expect(dashboardLinks.apiSettings('abcd')).toBe(`${siteConfig.dashboardUrl}/project/abcd/settings/api`);
    expect(dashboardLinks.authProviders()).toBe(`${siteConfig.dashboardUrl}/project/_/auth/providers`);
  });

  it('encodes a ref so it cannot change the path', () => {
    expect(dashboardLinks.sqlEditor('../x')).toBe(`${siteConfig.dashboardUrl}/project/..%2Fx/sql/new`);
  });

  it('builds the same links for a dashboard URL handed to client code', () => {
    const links = dashboardLinksFor('https://dash.example.test');
    expect(links.apiSettings('a b')).toBe('https://dash.example.test/project/a%20b/settings/api');
    expect(links.projects()).toBe('https://dash.example.test/projects');
  });
});
