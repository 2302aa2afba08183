import type { CliCommandData, DocsData } from '@platform/docs-core/docs-data';
import { ToolInputError } from './tool-error.ts';

/** Finds a CLI command from `db push`, `supabase db push`, `supabase-db-push` or the same with flags after it. */
export class CliCommands {
  private readonly byLine = new Map<string, CliCommandData>();
  private readonly byId = new Map<string, CliCommandData>();

  constructor(private readonly data: DocsData['cli']) {
    for (const command of data.commands) {
      this.byLine.set(command.command, command);
      this.byId.set(command.id, command);
    }
  }

  find(input: string): CliCommandData {
    const byId = this.byId.get(input.trim());
    if (byId) return byId;
    const words = input
      .trim()
      .replace(/^npx\s+/, '')
      .split(/\s+/)
      .filter((word) => word.length > 0 && !word.startsWith('-'));
    if (words[0] !== 'supabase') words.unshift('supabase');
    // The longest prefix that names a command, so `db push --dry-run` and `db push my-arg` still find it.
    for (let length = words.length; length > 1; length -= 1) {
      const found = this.byLine.get(words.slice(0, length).join(' '));
      if (found) return found;
    }
    const first = words[1];
    const related = first
      ? this.data.commands
          .filter((command) => command.command.startsWith(`supabase ${first}`))
          .map((c) => c.command)
      : [];
    throw new ToolInputError(
      `No CLI command "${input.trim()}".${
        related.length > 0 ? ` Commands under "supabase ${first}": ${related.slice(0, 12).join(', ')}.` : ''
      } Use search_docs to find one.`,
    );
  }
}
