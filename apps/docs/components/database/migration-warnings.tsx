import { Admonition } from '@/components/admonition';
import { DashboardLink } from '@/components/dashboard-link';
import { SharedData } from '@/components/shared-data';

/**
 * What to check before moving a database onto the platform: the compute size a large restore needs,
 * and how far a disk can be enlarged without support. Every figure comes from shared data.
 */
export function MigrationWarnings() {
  return (
    <Admonition type="caution" label="Before you migrate a large database">
      <ul className="my-2 list-disc space-y-1 pl-5">
        <li>
          A database over <SharedData path="migration.largeComputeThreshold" /> needs at least the{' '}
          <SharedData path="migration.largeComputeAddOn" /> compute add-on while you restore it. Smaller sizes
          run out of memory or hit timeouts during the copy; you can return to a smaller size afterwards.
        </li>
        <li>
          You can enlarge the project&apos;s disk yourself up to{' '}
          <SharedData path="migration.diskSelfServeLimit" />. Enlarge it before the restore so the copy does
          not wait for the disk to grow.
        </li>
        <li>
          For more than <SharedData path="migration.diskSelfServeLimit" />,{' '}
          <DashboardLink to="support">contact support</DashboardLink> before you start, with the size of the
          database and the project reference.
        </li>
      </ul>
    </Admonition>
  );
}
