import type { CliCommand, CliSpec, CliTagId } from '@/data/cli/cli-schema';
import { needsExperimentalBadge } from './experimental';

/**
 * Areas of the reference page. Each area belongs to one tag of the data; an area with `roots` takes
 * only those top-level commands, the area without `roots` takes the rest of its tag. `order` lists top-level
 * commands in reading order; anything not listed follows alphabetically.
 */
export interface CliArea {
  id: string;
  title: string;
  tag: CliTagId;
  /** Shown under the area heading; areas without one use their tag's description. */
  description?: string;
  roots?: readonly string[];
  order?: readonly string[];
}

const CLI_AREAS: readonly CliArea[] = [
  { id: 'quick-start', title: 'Quick start', tag: 'quick-start' },
  {
    id: 'local-development',
    title: 'Local development',
    tag: 'local-dev',
    order: [
      'init',
      'start',
      'stop',
      'status',
      'link',
      'unlink',
      'login',
      'logout',
      'db',
      'migration',
      'test',
      'gen',
    ],
  },
  {
    id: 'database-inspection',
    title: 'Database inspection',
    tag: 'local-dev',
    description:
      'Diagnostic queries for a local or hosted Postgres database: sizes, bloat, cache hits, slow queries and locks.',
    roots: ['supabase-inspect'],
  },
  {
    id: 'hosted-project-management',
    title: 'Hosted project management',
    tag: 'management-api',
    order: [
      'projects',
      'orgs',
      'functions',
      'secrets',
      'storage',
      'branches',
      'domains',
      'vanity-subdomains',
      'sso',
      'ssl-enforcement',
      'network-restrictions',
      'network-bans',
      'postgres-config',
      'encryption',
      'snippets',
      'services',
    ],
  },
  {
    id: 'shell-completion',
    title: 'Shell completion',
    tag: 'other-commands',
    description: 'Completion scripts for bash, fish, PowerShell and zsh, and how to install each one.',
    roots: ['supabase-completion'],
  },
  { id: 'additional-commands', title: 'Additional commands', tag: 'other-commands' },
];

export interface CliMenuEntry {
  command: CliCommand;
  /** 0 for top-level commands, 1 for their subcommands, and so on. */
  depth: number;
  parentId: string | null;
  experimental: boolean;
  /**
   * True when the parent is experimental as a whole: the menu then shows the badge once, on the parent, and
   * this entry only says so to assistive technology.
   */
  underExperimentalParent: boolean;
}

export interface CliCommandGroup {
  id: string;
  title: string;
  description: string;
  tag: CliTagId;
  entries: CliMenuEntry[];
}

function areaFor(root: CliCommand, areas: readonly CliArea[]): CliArea {
  const tag = root.tags[0];
  const byRoot = areas.find((area) => area.tag === tag && area.roots?.includes(root.id));
  const byTag = areas.find((area) => area.tag === tag && area.roots === undefined);
  const area = byRoot ?? byTag;
  if (!area) throw new Error(`No reference area for ${root.id} (tag ${tag ?? 'none'})`);
  return area;
}

function rootRank(root: CliCommand, area: CliArea): number {
  const index = area.order?.indexOf(root.id.replace(/^supabase-/, '')) ?? -1;
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}

const byTitle = (a: CliCommand, b: CliCommand) => a.title.localeCompare(b.title);

/**
 * Groups every command into its area, top-level commands in reading order, each followed depth-first by its
 * subcommands in alphabetical order. Throws when a command would not appear exactly once.
 */
export function groupCliCommands(spec: CliSpec, areas: readonly CliArea[] = CLI_AREAS): CliCommandGroup[] {
  const byId = new Map(spec.commands.map((command) => [command.id, command]));
  const lookup = (id: string) => byId.get(id);
  const placed = new Set<string>();

  const walk = (
    command: CliCommand,
    depth: number,
    parent: CliMenuEntry | null,
    into: CliMenuEntry[],
  ): void => {
    if (placed.has(command.id)) throw new Error(`${command.id} is reachable twice in the command tree`);
    placed.add(command.id);
    const entry: CliMenuEntry = {
      command,
      depth,
      parentId: parent?.command.id ?? null,
      experimental: needsExperimentalBadge(command, lookup),
      underExperimentalParent: parent !== null && (parent.experimental || parent.underExperimentalParent),
    };
    into.push(entry);
    const children = command.subcommands.map((id) => byId.get(id)).filter((child) => child !== undefined);
    for (const child of children.sort(byTitle)) walk(child, depth + 1, entry, into);
  };

  const groups = areas.map((area) => {
    const tag = spec.tags.find((entry) => entry.id === area.tag);
    const roots = spec.commands
      .filter((command) => command.tags.length > 0 && areaFor(command, areas) === area)
      .sort((a, b) => rootRank(a, area) - rootRank(b, area) || byTitle(a, b));
    const entries: CliMenuEntry[] = [];
    for (const root of roots) walk(root, 0, null, entries);
    return {
      id: area.id,
      title: area.title,
      description: area.description ?? tag?.description ?? '',
      tag: area.tag,
      entries,
    };
  });

  const missing = spec.commands.filter((command) => !placed.has(command.id)).map((command) => command.id);
  if (missing.length > 0) throw new Error(`Commands missing from the reference: ${missing.join(', ')}`);
  return groups.filter((group) => group.entries.length > 0);
}
