import { CLI_REFERENCE_PATH, type CliCommand, type CliSpec } from './cli-schema';
import rawCliSpec from './cli-spec.json';
import { parseCliSpec } from './parse-cli-spec';

export type { CliCommand, CliFlag, CliSpec } from './cli-schema';

export { CLI_REFERENCE_PATH };

const CLI_CRAWLER_BASE_PATH = '/reference/cli/crawlers';

/** The CLI reference data, validated when this module is first imported (so a bad entry fails the build). */
export const cliSpec: CliSpec = parseCliSpec(rawCliSpec, 'apps/docs/data/cli/cli-spec.json');

const commandsById = new Map(cliSpec.commands.map((command) => [command.id, command]));

export function findCliCommand(id: string): CliCommand | undefined {
  return commandsById.get(id);
}

/** Address of a command's crawler page, with the trailing slash the static export uses. */
export function cliCrawlerPath(id: string): string {
  return `${CLI_CRAWLER_BASE_PATH}/${id}/`;
}

/** Every crawler page, for the sitemap: one per command, in data order. */
export function cliCrawlerPaths(): string[] {
  return cliSpec.commands.map((command) => cliCrawlerPath(command.id));
}
