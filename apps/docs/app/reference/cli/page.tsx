import type { Metadata } from 'next';
import { CliIntro } from '@/components/cli-reference/cli-intro';
import { CliMenu } from '@/components/cli-reference/cli-menu';
import { CliProse } from '@/components/cli-reference/cli-prose';
import { CliScrollSpy } from '@/components/cli-reference/cli-scroll-spy';
import { CommandSection } from '@/components/cli-reference/command-section';
import { CollapsibleNav } from '@/components/docs/collapsible-nav';
import { cliSpec } from '@/data/cli';
import { groupCliCommands } from '@/lib/cli/command-groups';
import { socialMetadata } from '@/lib/social-metadata';

const title = 'CLI reference';
const description = `Every command and flag of the ${cliSpec.title} ${cliSpec.version}: local development, hosted project management, database inspection and shell completion.`;

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: '/reference/cli/' },
  ...socialMetadata({ title, description, path: '/reference/cli/' }),
};

export default function CliReferencePage() {
  const groups = groupCliCommands(cliSpec);
  const ids = groups.flatMap((group) => group.entries.map((entry) => entry.command.id));
  return (
    <CliScrollSpy ids={ids}>
      <div
        data-docs-layout="cli"
        className="mx-auto flex max-w-screen-2xl flex-col gap-x-8 px-4 pt-6 lg:flex-row"
      >
        <aside
          data-cli-menu-scroller
          className="shrink-0 lg:sticky lg:top-14 lg:h-[calc(100vh-3.5rem)] lg:w-72 lg:overflow-y-auto lg:py-4"
        >
          <CollapsibleNav>
            <CliMenu groups={groups} />
          </CollapsibleNav>
        </aside>
        <main id="main-content" className="min-w-0 flex-1 py-4" tabIndex={-1}>
          <article className="prose-docs max-w-3xl">
            <h1 className="text-3xl font-bold">{title}</h1>
            <CliIntro spec={cliSpec} />
            {groups.map((group) => (
              <div key={group.id} data-cli-group={group.id} className="mt-14">
                <h2 id={group.id} className="mb-3 scroll-mt-20 text-2xl font-semibold">
                  {group.title}
                </h2>
                <CliProse text={group.description} className="text-muted-foreground" />
                {group.entries.map((entry) => (
                  <CommandSection key={entry.command.id} entry={entry} />
                ))}
              </div>
            ))}
          </article>
        </main>
      </div>
    </CliScrollSpy>
  );
}
