import type { CliCommand, CliFlag, CliSpec } from '@/data/cli/cli-schema';
import { isExperimentalCommand } from '@/lib/cli/experimental';
import { parseFlagName } from '@/lib/cli/flag-model';

/*
 * Checks the `supabase …` lines of the guides' shell samples against the CLI facts (data/cli): the command
 * exists, each flag belongs to it or is global, flag values are among the accepted ones, the number of
 * arguments fits the usage line, and experimental commands carry `--experimental`.
 */

export interface CliInvocation {
  /** The words of one `supabase …` command, quotes removed. */
  words: string[];
  /** The command as written, for messages. */
  text: string;
  /** 1-based line in the page. */
  line: number;
}

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'terminal']);

export function isShellLanguage(lang: string): boolean {
  return SHELL_LANGS.has(lang);
}

/** Splits a command line into words and control operators, honouring quotes; a `#` word starts a comment. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let current = '';
  let inWord = false;
  let quote: '"' | "'" | null = null;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index] ?? '';
    if (quote) {
      if (char === quote) quote = null;
      else current += char;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(current);
      current = '';
      inWord = false;
    } else if (char === '#' && !inWord) {
      break;
    } else if (char === '<' && /^<[^\s<>]+>/.test(line.slice(index))) {
      // A placeholder the reader replaces (`<project-ref>`) is a word, not two redirections.
      const placeholder = /^<[^\s<>]+>/.exec(line.slice(index))?.[0] ?? '';
      current += placeholder;
      inWord = true;
      index += placeholder.length - 1;
    } else if (';&|<>'.includes(char)) {
      // A descriptor before a redirection (`2>`) belongs to the operator, not to the words.
      if (inWord && !('<>'.includes(char) && /^\d+$/.test(current))) words.push(current);
      const double = line[index + 1] === char && char !== ';';
      words.push(double ? char + char : char);
      if (double) index += 1;
      current = '';
      inWord = false;
    } else {
      current += char;
      inWord = true;
    }
  }
  if (inWord) words.push(current);
  return words;
}

const OPERATORS = new Set([';', '&', '&&', '|', '||']);
const REDIRECTIONS = new Set(['>', '>>', '<', '<<']);

/** The words of a command without its redirections (`> types.ts`), which the shell handles, not the CLI. */
function withoutRedirections(words: string[]): string[] {
  return words.filter((word, index) => !REDIRECTIONS.has(word) && !REDIRECTIONS.has(words[index - 1] ?? ''));
}

/** Every `supabase …` command in a shell block, also after `&&`, `;` or `|`; `\` continues a line. */
export function extractCliInvocations(code: string, firstLine: number): CliInvocation[] {
  const invocations: CliInvocation[] = [];
  const lines = code.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = index + firstLine;
    let text = (lines[index] ?? '').replace(/^\s*\$\s+/, '');
    while (text.endsWith('\\') && index + 1 < lines.length) {
      index += 1;
      text = `${text.slice(0, -1)} ${(lines[index] ?? '').trim()}`;
    }
    const words = shellWords(text);
    let start = 0;
    for (let end = 0; end <= words.length; end += 1) {
      if (end < words.length && !OPERATORS.has(words[end] ?? '')) continue;
      const segment = withoutRedirections(words.slice(start, end));
      if (segment[0] === 'supabase') invocations.push({ words: segment, text: segment.join(' '), line });
      start = end + 1;
    }
  }
  return invocations;
}

/** A value the reader fills in (`<project-ref>`, `$PROJECT_REF`): it cannot be checked against a list. */
function isPlaceholder(value: string): boolean {
  return value.startsWith('<') || value.startsWith('$');
}

interface KnownFlag {
  flag: CliFlag;
  long: string;
  short: string | null;
  takesValue: boolean;
  choices: string[];
}

function knownFlags(flags: readonly CliFlag[]): KnownFlag[] {
  return flags.map((flag) => {
    const parsed = parseFlagName(flag.name);
    const choices = (flag.accepted_values ?? []).map((value) => value.id);
    return {
      flag,
      long: parsed.long,
      short: parsed.short,
      takesValue: parsed.type.kind !== 'boolean',
      choices: choices.length > 0 ? choices : parsed.type.choices,
    };
  });
}

/** How many arguments a usage line allows, e.g. `supabase secrets set [flags] <NAME=VALUE> ...`. */
export function argumentRange(command: CliCommand): { min: number; max: number } {
  const rest = (command.usage ?? '').slice(command.title.length);
  const tokens = rest.match(/<[^>]+>|\[[^\]]+\]|\.\.\./g) ?? [];
  let min = 0;
  let max = 0;
  for (const token of tokens) {
    if (token === '...') max = Number.POSITIVE_INFINITY;
    else if (token === '[flags]') continue;
    else if (token.startsWith('<')) {
      min += 1;
      max += 1;
    } else max += 1;
  }
  return { min, max };
}

/** The problems with one invocation; an empty list means the CLI would accept it. */
export function checkCliInvocation(words: readonly string[], spec: CliSpec): string[] {
  const byTitle = new Map(spec.commands.map((command) => [command.title, command]));
  const globals = knownFlags(spec.global_flags);
  const problems: string[] = [];

  // The command is the longest run of leading words that names one; flags may sit anywhere.
  let title = 'supabase';
  let command: CliCommand | undefined;
  const args = words.slice(1);
  const positionals: string[] = [];
  const used = new Set<string>();
  let help = false;
  let flags = globals;

  for (let index = 0; index < args.length; index += 1) {
    const word = args[index] ?? '';
    if (word === '--') {
      positionals.push(...args.slice(index + 1));
      break;
    }
    if (word.startsWith('-') && word !== '-') {
      const [name = '', inlineValue] = word.split(/=(.*)/s, 2);
      const known = flags.find((flag) => flag.long === name || flag.short === name);
      if (!known) {
        problems.push(`unknown flag ${name} for \`${title}\``);
        continue;
      }
      used.add(known.flag.id);
      if (known.flag.id === 'help') help = true;
      let value = inlineValue;
      if (known.takesValue && value === undefined) {
        value = args[index + 1];
        index += 1;
        if (value === undefined) problems.push(`${name} needs a value`);
      }
      if (!known.takesValue && value !== undefined && value !== 'true' && value !== 'false') {
        problems.push(`${name} takes no value, got "${value}"`);
      }
      if (value !== undefined && known.choices.length > 0 && !isPlaceholder(value)) {
        for (const part of value.split(',')) {
          if (!known.choices.includes(part)) {
            problems.push(`${name} does not accept "${part}" (accepted: ${known.choices.join(', ')})`);
          }
        }
      }
      continue;
    }
    const next = positionals.length === 0 ? byTitle.get(`${title} ${word}`) : undefined;
    if (next) {
      title = next.title;
      command = next;
      flags = [...knownFlags(next.flags), ...globals];
    } else {
      positionals.push(word);
    }
  }

  if (!command) {
    return [`unknown command \`supabase ${positionals[0] ?? ''}\``.trimEnd(), ...problems];
  }
  if (command.usage === null) {
    if (positionals.length > 0) problems.push(`\`${title}\` has no subcommand "${positionals[0]}"`);
    else if (!help) problems.push(`\`${title}\` only groups commands; name one of its subcommands`);
    return problems;
  }
  if (!help) {
    const range = argumentRange(command);
    if (positionals.length < range.min || positionals.length > range.max) {
      const expected = range.max === range.min ? `${range.min}` : `${range.min} to ${range.max}`;
      problems.push(
        `\`${title}\` takes ${expected} argument(s) (${command.usage}), got ${positionals.length}: ${positionals.join(' ')}`,
      );
    }
    for (const flag of command.flags) {
      if (flag.required && !used.has(flag.id)) {
        const why =
          isExperimentalCommand(command) && flag.id === 'experimental' ? ' (it is experimental)' : '';
        problems.push(`\`${title}\` requires ${parseFlagName(flag.name).long}${why}`);
      }
    }
  }
  return problems;
}
