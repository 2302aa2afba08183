import { HighlightedCode } from '@/components/code/highlighted-code';
import { ExternalLinkIcon as ExternalLink } from '@/components/icons';
import { InlineProse, ReferenceProse } from '@/components/reference';
import { type CliCommand, findCliCommand } from '@/data/cli';
import { type OutlinePart, outlinePartId, outlinePartTitle } from '@/lib/cli/command-outline';
import { isExternalHref, resolveCliHref } from '@/lib/cli/links';
import { CommandExamples } from './command-examples';
import { FlagsTable } from './flags-table';

type SubheadingTag = 'h2' | 'h4';

interface CommandDetailsProps {
  command: CliCommand;
  /** h4 inside the one-page reference (under the command's h3), h2 on a crawler page (under its h1). */
  subheading: SubheadingTag;
  onReferencePage: boolean;
}

/** A part's heading; its id is the anchor the "On this page" column links to (lib/cli/command-outline). */
function Subheading({
  as: Tag,
  commandId,
  part,
}: {
  as: SubheadingTag;
  commandId: string;
  part: OutlinePart;
}) {
  return (
    <Tag id={outlinePartId(commandId, part)} className="cli-subheading">
      {outlinePartTitle(part)}
    </Tag>
  );
}

/** Everything below a command's title: description, usage, subcommands, flags, examples and related links. */
export function CommandDetails({ command, subheading, onReferencePage }: CommandDetailsProps) {
  const subcommands = command.subcommands
    .map((id) => findCliCommand(id))
    .filter((sub) => sub !== undefined)
    .sort((a, b) => a.title.localeCompare(b.title));
  return (
    <>
      <ReferenceProse text={command.description} />
      {command.usage !== null ? (
        <>
          <Subheading as={subheading} commandId={command.id} part="usage" />
          <HighlightedCode lang="bash" code={command.usage} />
        </>
      ) : null}
      {subcommands.length > 0 ? (
        <>
          <Subheading as={subheading} commandId={command.id} part="subcommands" />
          <ul className="cli-link-list">
            {subcommands.map((sub) => (
              <li key={sub.id}>
                <a href={resolveCliHref(`/reference/cli#${sub.id}`, onReferencePage)}>{sub.title}</a>
                {' — '}
                <InlineProse text={sub.summary} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {command.flags.length > 0 ? (
        <>
          <Subheading as={subheading} commandId={command.id} part="flags" />
          <FlagsTable flags={command.flags} caption={`Flags of ${command.title}`} anchorScope={command.id} />
        </>
      ) : null}
      {command.examples.length > 0 ? (
        <>
          <Subheading as={subheading} commandId={command.id} part="examples" />
          <CommandExamples examples={command.examples} />
        </>
      ) : null}
      {command.links.length > 0 ? (
        <>
          <Subheading as={subheading} commandId={command.id} part="links" />
          <ul className="cli-link-list">
            {command.links.map((link) => {
              const href = resolveCliHref(link.link, onReferencePage);
              const external = isExternalHref(href);
              return (
                <li key={link.link}>
                  <a href={href} {...(external && { rel: 'noreferrer', target: '_blank' })}>
                    {link.name}
                    {external ? (
                      <>
                        <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-baseline" />
                        <span className="sr-only"> (opens in a new tab)</span>
                      </>
                    ) : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </>
  );
}
