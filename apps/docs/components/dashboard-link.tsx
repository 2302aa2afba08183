import type { ReactNode } from 'react';
import { type DashboardLink as DashboardTarget, dashboardLinks } from '@/lib/dashboard-links';

export type DashboardLinkProps = {
  /** One of the dashboard targets in lib/dashboard-links.ts: projects, apiSettings, databaseSettings, sqlEditor, authProviders, support. */
  to: DashboardTarget;
  children: ReactNode;
};

/** A link into the platform dashboard; the address comes from the site config, never from the page. */
export function DashboardLink({ to, children }: DashboardLinkProps) {
  const href = dashboardLinks[to]();
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
      <span className="sr-only"> (opens the dashboard in a new tab)</span>
    </a>
  );
}
