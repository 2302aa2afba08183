import { expect, it } from 'vitest';
import { siteConfig } from '@/site.config';
import { guideFiles } from './guide-pages';

/*
 * Dashboard addresses come only from lib/dashboard-links.ts (through <DashboardLink to="…">), so a change of
 * dashboard URL is one setting. A page that writes one by hand fails here.
 */
const HAND_WRITTEN = [siteConfig.dashboardUrl, 'supabase.com/dashboard', '/dashboard/project/'];

for (const file of guideFiles()) {
  it(`${file.path} links to the dashboard only through <DashboardLink>`, () => {
    const hits = file.source
      .split('\n')
      .flatMap((line, index) =>
        HAND_WRITTEN.filter((address) => line.includes(address)).map(
          (address) => `${file.path}:${index + 1}: "${address}" written by hand; use <DashboardLink to="…">`,
        ),
      );
    expect(hits).toEqual([]);
  });
}
