import type { PhrasingContent, Root, RootContent } from 'mdast';
import { type CliCommand, type CliFlag, type CliSpec, cliCrawlerPath } from '@/data/cli';
import {
  INSTALL_METHODS,
  INTRO_SECTIONS,
  type IntroBlock,
  type IntroText,
  introLead,
} from '@/data/cli/intro';
import type { CliCommandGroup } from '@/lib/cli/command-groups';
import { outlinePartTitle } from '@/lib/cli/command-outline';
import { needsExperimentalBadge } from '@/lib/cli/experimental';
import { hasValueSets, toFlagRow } from '@/lib/cli/flag-model';
import { toParagraphs, toSegments } from '@/lib/reference';
import { code, heading, inlineCode, link, list, paragraph, strong, table, text } from './nodes';

/*
 * The CLI reference as Markdown, from data/cli/ (the same data the HTML page renders): the one-page reference
 * for /reference/cli.md and llms-full.txt, and one command per crawler page. Links to commands point at their
 * section of the HTML reference.
 */

export interface CliMarkdownOptions {
  spec: CliSpec;
  groups: CliCommandGroup[];
  lookup: (id: string) => CliCommand | undefined;
  /** The site's origin, for absolute links. */
  siteUrl: string;
}

/** Prose with backticks for code (the CLI and JavaScript references' data) as Markdown phrasing. */
export const inline = (prose: string): PhrasingContent[] =>
  toSegments(prose.replace(/\s*\n\s*/g, ' ')).map((segment) =>
    segment.kind === 'code' ? inlineCode(segment.text) : text(segment.text),
  );

/** The same, one paragraph per blank-line-separated block. */
export const proseBlocks = (prose: string): RootContent[] =>
  toParagraphs(prose).map((paragraphText) => paragraph(...inline(paragraphText)));

function flagsTable(flags: CliFlag[]): RootContent {
  const rows = flags.map(toFlagRow);
  const showValues = hasValueSets(rows);
  const values = (row: (typeof rows)[number]): PhrasingContent[] => {
    const parts: PhrasingContent[] = [];
    row.acceptedValues.forEach((value, index) => {
      parts.push(...(index > 0 ? [text(', ')] : []), inlineCode(value));
    });
    if (row.suggestedValues.length > 0) {
      parts.push(text(parts.length > 0 ? '; suggested: ' : 'suggested: '));
      row.suggestedValues.forEach((value, index) => {
        parts.push(...(index > 0 ? [text(', ')] : []), inlineCode(value));
      });
    }
    return parts;
  };
  return table(
    ['Flag', 'Description', 'Type', 'Default', 'Required', ...(showValues ? ['Accepted values'] : [])],
    rows.map((row) => [
      [inlineCode(row.short ? `${row.short}, ${row.long}` : row.long)],
      inline(row.description),
      [inlineCode(row.type.label)],
      row.defaultValue === null ? 'none' : [inlineCode(row.defaultValue)],
      row.required ? 'Required' : '',
      ...(showValues ? [values(row)] : []),
    ]),
  );
}

/** Everything below a command's title, with its parts under headings of `depth`. */
function commandBody(command: CliCommand, depth: 2 | 4, options: CliMarkdownOptions): RootContent[] {
  const referenceUrl = (id: string) => new URL(`/reference/cli/#${id}`, options.siteUrl).href;
  const part = (name: Parameters<typeof outlinePartTitle>[0]) => heading(depth, outlinePartTitle(name));
  const nodes: RootContent[] = [];
  if (needsExperimentalBadge(command, options.lookup)) {
    nodes.push(paragraph(strong('Experimental:'), ' runs only with ', inlineCode('--experimental'), '.'));
  }
  nodes.push(...proseBlocks(command.description));
  if (command.usage !== null) nodes.push(part('usage'), code(command.usage, 'bash'));
  const subcommands = command.subcommands
    .map((id) => options.lookup(id))
    .filter((sub) => sub !== undefined)
    .sort((a, b) => a.title.localeCompare(b.title));
  if (subcommands.length > 0) {
    nodes.push(
      part('subcommands'),
      list(
        subcommands.map((sub) => [
          link(referenceUrl(sub.id), inlineCode(sub.title)),
          ' — ',
          ...inline(sub.summary),
        ]),
      ),
    );
  }
  if (command.flags.length > 0) nodes.push(part('flags'), flagsTable(command.flags));
  if (command.examples.length > 0) {
    nodes.push(part('examples'));
    for (const example of command.examples) {
      nodes.push(
        paragraph(strong(example.name)),
        code(example.code, 'bash'),
        paragraph('Response:'),
        code(example.response, 'text'),
      );
    }
  }
  if (command.links.length > 0) {
    nodes.push(
      part('links'),
      list(
        command.links.map((item) => {
          const anchor = /^\/reference\/cli#(.+)$/.exec(item.link)?.[1];
          return [link(anchor ? referenceUrl(anchor) : item.link, item.name)];
        }),
      ),
    );
  }
  return nodes;
}

const introText = (parts: readonly IntroText[], siteUrl: string): PhrasingContent[] =>
  parts.map((part) => {
    if (typeof part === 'string') return text(part);
    if ('strong' in part) return strong(part.strong);
    return part.command
      ? link(new URL(`/reference/cli/#${part.command}`, siteUrl).href, inlineCode(part.code))
      : inlineCode(part.code);
  });

const introBlock = (block: IntroBlock, spec: CliSpec, siteUrl: string): RootContent[] => {
  switch (block.kind) {
    case 'paragraph':
      return [paragraph(...introText(block.text, siteUrl))];
    case 'code':
      return [code(block.code, 'bash')];
    case 'install-methods':
      return INSTALL_METHODS.flatMap((method) => [
        paragraph(strong(method.label)),
        code(method.code, 'bash'),
      ]);
    case 'global-flags':
      return [flagsTable(spec.global_flags)];
  }
};

/** The introduction (data/cli/intro.ts): its lead paragraph, then each section under its heading. */
function introMarkdown(spec: CliSpec, siteUrl: string): RootContent[] {
  return [
    paragraph(...introText(introLead(spec), siteUrl)),
    ...INTRO_SECTIONS.flatMap((section) => [
      heading(2, section.title),
      ...section.blocks.flatMap((block) => introBlock(block, spec, siteUrl)),
    ]),
  ];
}

/** The one-page CLI reference: introduction, global flags, then every command by area. */
export function cliReferenceMarkdown(options: CliMarkdownOptions, description: string): Root {
  const { spec, groups } = options;
  const children: RootContent[] = [
    heading(1, 'CLI reference'),
    { type: 'blockquote', children: [paragraph(description)] },
    ...introMarkdown(spec, options.siteUrl),
  ];
  for (const group of groups) {
    children.push(heading(2, group.title), ...proseBlocks(group.description));
    for (const { command } of group.entries) {
      children.push(heading(3, inlineCode(command.title)), ...commandBody(command, 4, options));
    }
  }
  return { type: 'root', children };
}

/** One command on its own, for the twin of its crawler page. */
export function cliCommandMarkdown(command: CliCommand, options: CliMarkdownOptions): Root {
  return {
    type: 'root',
    children: [
      heading(1, command.title),
      { type: 'blockquote', children: [paragraph(...inline(command.summary))] },
      ...commandBody(command, 2, options),
      paragraph(
        'This command in the full CLI reference: ',
        link(new URL(`/reference/cli/#${command.id}`, options.siteUrl).href, command.title),
        '.',
      ),
    ],
  };
}

/** The crawler pages' paths, in reference order (for llms.txt). */
export function cliCommandEntries(groups: CliCommandGroup[]): { path: string; command: CliCommand }[] {
  return groups.flatMap((group) =>
    group.entries.map(({ command }) => ({ path: cliCrawlerPath(command.id), command })),
  );
}
