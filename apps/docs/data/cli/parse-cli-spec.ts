import type { z } from 'zod';
import { type CliSpec, cliSpecSchema } from './cli-schema';

/** Thrown when the CLI reference data does not validate; the message names every bad entry. */
export class CliSpecError extends Error {
  readonly kind = 'invalid-cli-spec';
  readonly problems: readonly string[];

  constructor(source: string, problems: readonly string[]) {
    super(`${source} is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'CliSpecError';
    this.problems = problems;
  }
}

const LISTS_WITH_IDS = new Set([
  'commands',
  'flags',
  'global_flags',
  'examples',
  'tags',
  'links',
  'accepted_values',
]);

function entryLabel(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const record = entry as Record<string, unknown>;
  for (const key of ['id', 'name', 'link']) {
    const value = record[key];
    if (typeof value === 'string' && value.length > 0) return value;
  }
  return undefined;
}

/**
 * Turns an issue path such as ['commands', 12, 'flags', 3, 'description'] into
 * `commands[12] "supabase-db-push" › flags[3] "dry-run" › description`, reading ids from the raw input so
 * the message names the entry even when the entry itself is what failed.
 */
function describePath(input: unknown, path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let node: unknown = input;
  for (const key of path) {
    const previous = parts.at(-1);
    const child =
      typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === 'number' && previous !== undefined) {
      const label = entryLabel(child);
      parts[parts.length - 1] =
        `${previous}[${key}]${label !== undefined && LISTS_WITH_IDS.has(previous) ? ` "${label}"` : ''}`;
    } else {
      parts.push(String(key));
    }
    node = child;
  }
  return parts.length === 0 ? '(root)' : parts.join(' › ');
}

function formatIssue(input: unknown, issue: z.core.$ZodIssue): string {
  return `${describePath(input, issue.path)}: ${issue.message}`;
}

/** Validates raw CLI reference data and returns it typed, or throws a {@link CliSpecError}. */
export function parseCliSpec(input: unknown, source = 'CLI reference data'): CliSpec {
  const result = cliSpecSchema.safeParse(input);
  if (!result.success) {
    throw new CliSpecError(
      source,
      result.error.issues.map((issue) => formatIssue(input, issue)),
    );
  }
  return result.data;
}
