import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CommandDetails } from '@/components/cli-reference/command-details';
import { ExperimentalBadge } from '@/components/cli-reference/experimental-badge';
import { CLI_REFERENCE_PATH, type CliCommand, cliCrawlerPath, cliSpec, findCliCommand } from '@/data/cli';
import { groupCliCommands } from '@/lib/cli/command-groups';
import { commandNeighbours } from '@/lib/cli/command-neighbours';
import { needsExperimentalBadge } from '@/lib/cli/experimental';
import { markdownAlternate } from '@/lib/markdown/alternate';
import { searchAttributes } from '@/lib/search/search-meta';
import { socialMetadata } from '@/lib/site/social-metadata';
import { siteConfig } from '@/site.config';

interface CrawlerPageProps {
  params: Promise<{ slug: string[] }>;
}

/** Only the commands in the data have pages; any other slug is a 404 in the export. */
export const dynamicParams = false;

export function generateStaticParams(): { slug: string[] }[] {
  return cliSpec.commands.map((command) => ({ slug: [command.id] }));
}

async function commandFor(params: CrawlerPageProps['params']): Promise<CliCommand> {
  const { slug } = await params;
  const command = slug.length === 1 && slug[0] ? findCliCommand(slug[0]) : undefined;
  if (!command) notFound();
  return command;
}

const groups = groupCliCommands(cliSpec);

/** The area of the reference each command is listed under, for the breadcrumb of search results. */
const areaTitles = new Map(
  groups.flatMap((group) => group.entries.map((entry): [string, string] => [entry.command.id, group.title])),
);

/** The section of the one-page reference this page mirrors. */
function referenceUrl(command: CliCommand): string {
  return `${CLI_REFERENCE_PATH}/#${command.id}`;
}

export async function generateMetadata({ params }: CrawlerPageProps): Promise<Metadata> {
  const command = await commandFor(params);
  // The canonical link is rendered by the page itself (React hoists it into <head>), not here: with
  // `trailingSlash` Next.js appends a slash to metadata URLs even after a #fragment.
  return {
    title: command.title,
    description: command.summary,
    alternates: markdownAlternate(cliCrawlerPath(command.id)),
    ...socialMetadata({
      title: command.title,
      description: command.summary,
      path: cliCrawlerPath(command.id),
    }),
  };
}

function CommandLinks({
  label,
  commands,
  current,
}: {
  label: string;
  commands: CliCommand[];
  current: string;
}) {
  if (commands.length === 0) return null;
  return (
    <>
      <h2 className="mt-4 mb-1 text-xs font-semibold text-muted-foreground uppercase first:mt-0">{label}</h2>
      <ul className="flex flex-col gap-0.5">
        {commands.map((command) => (
          <li key={command.id}>
            <a
              href={cliCrawlerPath(command.id)}
              aria-current={command.id === current ? 'page' : undefined}
              className="cli-menu-link font-mono aria-[current]:bg-accent aria-[current]:text-accent-foreground"
            >
              {command.title}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * One command on its own page, for crawlers and site search; the canonical copy is its reference section,
 * linked under the title. Beside it, the commands of the same group, so a reader who lands here from a
 * search engine can move on without going back.
 */
export default async function CliCrawlerPage({ params }: CrawlerPageProps) {
  const command = await commandFor(params);
  const experimental = needsExperimentalBadge(command, findCliCommand);
  const around = commandNeighbours(groups, command.id);
  return (
    <main
      id="main-content"
      className="mx-auto grid max-w-screen-2xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,48rem)_16rem]"
      tabIndex={-1}
    >
      <link rel="canonical" href={new URL(referenceUrl(command), siteConfig.siteUrl).href} />
      {/* Search results for this page lead to its section of the one-page reference (lib/search/pagefind.ts). */}
      <article
        data-pagefind-body
        {...searchAttributes({ breadcrumb: ['CLI reference', areaTitles.get(command.id) ?? ''] })}
        className="prose-docs min-w-0"
      >
        <p className="mt-0 text-sm text-muted-foreground" data-pagefind-ignore>
          <a href={`${CLI_REFERENCE_PATH}/`}>CLI reference</a>
          {around ? ` · ${around.groupTitle}` : null} · version {cliSpec.version}
        </p>
        <h1 className="font-mono text-3xl font-bold">{command.title}</h1>
        {experimental ? <ExperimentalBadge className="mt-3" /> : null}
        <p className="text-lg text-muted-foreground">{command.summary}</p>
        <p className="text-sm" data-pagefind-ignore>
          <a href={referenceUrl(command)}>Open {command.title} in the full CLI reference</a>
        </p>
        <CommandDetails command={command} subheading="h2" onReferencePage={false} />
      </article>
      {around ? (
        <nav
          aria-label={`Commands in ${around.groupTitle}`}
          className="text-sm lg:sticky lg:top-(--header-height) lg:self-start lg:pt-2"
        >
          {around.parent ? (
            <CommandLinks label="Part of" commands={[around.parent]} current={command.id} />
          ) : null}
          <CommandLinks
            label={around.parent ? `${around.parent.title} commands` : around.groupTitle}
            commands={around.siblings}
            current={command.id}
          />
          <CommandLinks label="Subcommands" commands={around.children} current={command.id} />
        </nav>
      ) : null}
    </main>
  );
}
