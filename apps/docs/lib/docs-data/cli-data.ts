import type { CliFlagData, DocsData, DocsPage } from '@platform/docs-core/docs-data';
import { type CliFlag, cliSpec, findCliCommand } from '@/data/cli';
import { groupCliCommands } from '@/lib/cli/command-groups';
import { toFlagRow } from '@/lib/cli/flag-model';
import { cliReferenceDescription, cliReferenceTitle } from '@/lib/cli/reference-meta';
import { cliCommandEntries, cliCommandMarkdown, cliReferenceMarkdown } from '@/lib/markdown/cli-markdown';
import { printMarkdown } from '@/lib/markdown/mdx-to-markdown';
import { siteConfig } from '@/site.config';
import { headingsOf } from './page-text';

function flagData(flag: CliFlag): CliFlagData {
  const row = toFlagRow(flag);
  return {
    name: row.name,
    long: row.long,
    short: row.short,
    type: row.type.label,
    description: row.description,
    default: row.defaultValue,
    required: row.required,
    acceptedValues: row.acceptedValues,
    suggestedValues: row.suggestedValues,
  };
}

/** The CLI reference: its one page (left out of search, it repeats every command), a page per command, the data. */
export function cliData(): { pages: DocsPage[]; cli: DocsData['cli'] } {
  const groups = groupCliCommands(cliSpec);
  const options = { spec: cliSpec, groups, lookup: findCliCommand, siteUrl: siteConfig.siteUrl };
  const commandPages: DocsPage[] = cliCommandEntries(groups).map(({ path, command }) => {
    const markdown = printMarkdown(cliCommandMarkdown(command, options));
    return {
      path,
      title: command.title,
      description: command.summary,
      breadcrumb: ['CLI reference'],
      headings: headingsOf(markdown),
      markdown,
      searchable: true,
    };
  });
  const referencePage: DocsPage = {
    path: '/reference/cli/',
    title: cliReferenceTitle,
    description: cliReferenceDescription,
    breadcrumb: [],
    headings: [],
    markdown: printMarkdown(cliReferenceMarkdown(options, cliReferenceDescription)),
    searchable: false,
  };
  return {
    pages: [referencePage, ...commandPages],
    cli: {
      commands: cliSpec.commands.map((command) => ({
        id: command.id,
        command: command.title,
        summary: command.summary,
        description: command.description,
        usage: command.usage,
        subcommands: command.subcommands,
        flags: command.flags.map(flagData),
        examples: command.examples.map(({ name, code, response }) => ({ name, code, response })),
        path: commandPages.find((page) => page.title === command.title)?.path ?? '/reference/cli/',
      })),
      globalFlags: cliSpec.global_flags.map(flagData),
    },
  };
}
