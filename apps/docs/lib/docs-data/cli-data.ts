import type { CliFlagData, DocsData, DocsPage } from '@platform/docs-core/docs-data';
import { type CliFlag, cliSpec, findCliCommand } from '@/data/cli';
import { INTRO_SECTIONS } from '@/data/cli/intro';
import { groupCliCommands } from '@/lib/cli/command-groups';
import { toFlagRow } from '@/lib/cli/flag-model';
import { cliReferenceDescription, cliReferenceTitle } from '@/lib/cli/reference-meta';
import { cliCommandEntries, cliCommandMarkdown, cliReferenceMarkdown } from '@/lib/markdown/cli-markdown';
import { printMarkdown } from '@/lib/markdown/mdx-to-markdown';
import { siteConfig } from '@/site.config';
import { type AnchorRule, pageSections } from './page-sections';
import { headingsOf } from './page-text';

/** A command page's parts are anchored `{command id}--{part}`, as on its crawler page ("See also" has none). */
const commandAnchors =
  (id: string): AnchorRule =>
  ({ text }, slug) =>
    text === 'See also' ? null : `${id}--${slug(text)}`;

/** The one-page reference: a command's heading is its id, its parts `{id}--{part}`, the rest slugs. */
const referenceAnchors = (ids: Map<string, string>): AnchorRule => {
  let current = '';
  return ({ depth, text }, slug) => {
    if (depth === 3) current = ids.get(text) ?? '';
    if (depth === 3 && current) return current;
    // "See also" closes a command on the page without an anchor of its own.
    if (depth === 4 && current)
      return text === 'See also' ? null : `${current}--${slug(text).replace(/-\d+$/, '')}`;
    return ids.get(text) ?? slug(text);
  };
};

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
      sections: pageSections(markdown, commandAnchors(command.id)),
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
    sections: [],
    markdown: printMarkdown(cliReferenceMarkdown(options, cliReferenceDescription)),
    searchable: false,
  };
  referencePage.sections = pageSections(
    referencePage.markdown,
    referenceAnchors(
      new Map([
        ...cliSpec.commands.map((command): [string, string] => [command.title, command.id]),
        ...INTRO_SECTIONS.map((section): [string, string] => [section.title, section.id]),
      ]),
    ),
  );
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
