import { DashboardLink } from '@/components/dashboard-link';

/**
 * The steps every quickstart starts with: create a project in the dashboard and find its URL and anon key.
 * Dashboard addresses come from lib/dashboard-links.ts.
 */
export function ProjectSetup() {
  return (
    <section aria-labelledby="project-setup-heading" className="my-6 rounded-lg border border-border p-5">
      <h3 id="project-setup-heading" className="mt-0 text-base font-semibold">
        Set up a project
      </h3>
      <ol className="list-decimal space-y-2 pl-5">
        <li>
          Open your <DashboardLink to="projects">projects</DashboardLink> and choose{' '}
          <strong>New project</strong>.
        </li>
        <li>
          Pick an organization, name the project, choose the region closest to your users, and set a strong
          database password (store it in your password manager; see{' '}
          <a href="/guides/database/connecting/">Connecting to your database</a>).
        </li>
        <li>Wait a minute or two while the database and its services start.</li>
        <li>
          Open the project&apos;s <DashboardLink to="apiSettings">API settings</DashboardLink> and note the{' '}
          <strong>project URL</strong> and the <strong>anon key</strong>. Your app needs both; see{' '}
          <a href="/guides/getting-started/api-keys/">Project URL and API keys</a> for what each is for.
        </li>
      </ol>
    </section>
  );
}
