/**
 * Reads the `supabase …` command lines out of shell code (CLI reference examples, guides' shell blocks) and
 * checks each one against the facts of the CLI version (command path, flags, flag values, positional arguments,
 * required flags such as `--experimental`), so no page can show a command the documented version refuses.
 */

import { closestName } from '@/lib/page-check/closest-name';

/** The parts of the facts file (`data/cli/cli-<version>.facts.json`) this check reads. */
interface FactsFlag {
  name: string;
  accepted_values?: string[];
  required?: boolean;
}

export interface FactsCommand {
  id: string;
  title: string;
  usage: string | null;
  flags: FactsFlag[];
}

export interface CliFacts {
  cli: string;
  global_flags: FactsFlag[];
  commands: FactsCommand[];
}

/** One `supabase …` invocation found in example code: the words after the shell has split them. */
export interface Invocation {
  line: number;
  argv: string[];
}

const OPERATORS = new Set(['|', '||', '&&', ';', '&']);

/**
 * Splits shell code into simple commands, the way a POSIX shell would for the code examples use: quotes,
 * backslash escapes, `#` comments, line continuations, pipes and lists (`|`, `&&`, `;`) and redirections
 * (`> file`, `< file`, `2>&1`, whose targets are dropped). Variables are kept as written (`"$TOKEN"` → `$TOKEN`).
 */
export function splitShellCommands(code: string): Invocation[] {
  const commands: Invocation[] = [];
  let words: string[] = [];
  let word: string | null = null;
  let line = 1;
  let startLine = 1;
  let dropNextWord = false;

  const endWord = () => {
    if (word === null) return;
    if (dropNextWord) dropNextWord = false;
    else words.push(word);
    word = null;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push({ line: startLine, argv: words });
    words = [];
  };

  for (let index = 0; index < code.length; index += 1) {
    const char = code[index] ?? '';
    if (words.length === 0 && word === null && /\S/.test(char)) startLine = line;
    if (char === '\\' && code[index + 1] === '\n') {
      index += 1;
      line += 1;
    } else if (char === '\n') {
      endCommand();
      line += 1;
    } else if (char === ' ' || char === '\t') {
      endWord();
    } else if (char === '#' && word === null) {
      while (index + 1 < code.length && code[index + 1] !== '\n') index += 1;
    } else if (char === "'") {
      const end = code.indexOf("'", index + 1);
      if (end === -1) throw new Error(`line ${line}: unterminated single quote`);
      word = (word ?? '') + code.slice(index + 1, end);
      index = end;
    } else if (char === '"') {
      let text = '';
      index += 1;
      while (index < code.length && code[index] !== '"') {
        if (code[index] === '\\' && index + 1 < code.length) index += 1;
        text += code[index];
        index += 1;
      }
      if (index >= code.length) throw new Error(`line ${line}: unterminated double quote`);
      word = (word ?? '') + text;
    } else if (char === '\\') {
      word = (word ?? '') + (code[index + 1] ?? '');
      index += 1;
    } else if ((char === '$' || char === '<') && code[index + 1] === '(') {
      // `$(…)` and `<(…)`: the commands inside run too, so they are read as commands of their own; the word
      // they stand in keeps a placeholder.
      const end = closingParen(code, index + 1);
      if (end === -1) throw new Error(`line ${line}: unterminated ${char}(`);
      for (const inner of splitShellCommands(code.slice(index + 2, end))) {
        commands.push({ line: line + inner.line - 1, argv: inner.argv });
      }
      word = `${word ?? ''}${char}(…)`;
      index = end;
    } else if (char === '<' && word === null && /^<[^\s<>()]+>/.test(code.slice(index))) {
      // A placeholder the reader replaces (`<project-ref>`) is a word, not a redirection.
      const placeholder = /^<[^\s<>()]+>/.exec(code.slice(index))?.[0] ?? '';
      word = placeholder;
      index += placeholder.length - 1;
    } else if ((char === '>' || char === '<') && (word === null || /^\d$/.test(word))) {
      // A redirection: `2>` drops its file-descriptor number, `>&2` / `2>&1` duplicate a descriptor and
      // take no file, anything else takes the next word as its file, which is no argument of the command.
      word = null;
      if (char === '>' && code[index + 1] === '>') index += 1;
      if (code[index + 1] === '&') {
        index += 1;
        while (/\d/.test(code[index + 1] ?? '')) index += 1;
      } else {
        dropNextWord = true;
      }
    } else if ('|&;'.includes(char)) {
      const pair = char + (code[index + 1] ?? '');
      if (OPERATORS.has(pair)) index += 1;
      endCommand();
    } else {
      word = (word ?? '') + char;
    }
  }
  endCommand();
  return commands;
}

/** Index of the `)` that closes the `(` at `open`, or -1. */
function closingParen(code: string, open: number): number {
  let depth = 0;
  for (let index = open; index < code.length; index += 1) {
    if (code[index] === '(') depth += 1;
    else if (code[index] === ')') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** The `supabase …` commands of shell code, one per simple command, in order; a `$ ` prompt is not a word. */
export function findInvocations(code: string, cli = 'supabase'): Invocation[] {
  return splitShellCommands(code)
    .map((command) => (command.argv[0] === '$' ? { ...command, argv: command.argv.slice(1) } : command))
    .filter((command) => command.argv[0] === cli);
}

/** A value the reader fills in (`<project-ref>`, `$PROJECT_REF`): it cannot be checked against a list. */
function isPlaceholder(value: string): boolean {
  return value.startsWith('<') || value.startsWith('$');
}

interface FlagSpec {
  name: string;
  takesValue: boolean;
  list: boolean;
  accepted: string[] | null;
}

function flagSpecs(flags: readonly FactsFlag[]): Map<string, FlagSpec> {
  const specs = new Map<string, FlagSpec>();
  for (const flag of flags) {
    const match = /^(?:(-[a-zA-Z]), )?(--[a-z0-9-]+)(?: <(.+)>)?$/.exec(flag.name);
    if (!match?.[2]) throw new Error(`facts: not a flag name "${flag.name}"`);
    const spec: FlagSpec = {
      name: flag.name,
      takesValue: match[3] !== undefined,
      list: match[3] === 'strings',
      accepted: flag.accepted_values ?? null,
    };
    specs.set(match[2], spec);
    if (match[1]) specs.set(match[1], spec);
  }
  return specs;
}

/** `<migration name>` is required, `[path] ...` optional and repeatable; `[flags]` is not an argument. */
export function positionalRange(command: FactsCommand): { min: number; max: number } {
  const rest = (command.usage ?? '').slice(command.title.length);
  const parts = rest.match(/<[^>]+>|\[[^\]]+\]|\.\.\./g) ?? [];
  let min = 0;
  let max = 0;
  for (const part of parts) {
    if (part === '[flags]') continue;
    if (part === '...') max = Number.POSITIVE_INFINITY;
    else if (part.startsWith('<')) {
      min += 1;
      max += 1;
    } else max += 1;
  }
  return { min, max };
}

/** The result of checking one invocation: the command it runs (when found) and what is wrong with it. */
export interface InvocationCheck {
  commandId: string | null;
  problems: string[];
}

export interface CheckOptions {
  /**
   * Commands whose required arguments a flag can replace, which their usage line does not say: e.g.
   * `supabase secrets set --env-file .env` reads the NAME=VALUE pairs from the file.
   */
  argumentsFromFlags?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Checks one `supabase …` argv against the facts: the longest run of words that names a command, then every
 * flag (of that command or global), the value each flag takes and its accepted values, and the number of
 * positional arguments its usage allows.
 */
export function checkInvocation(
  argv: readonly string[],
  facts: CliFacts,
  options: CheckOptions = {},
): InvocationCheck {
  const byTitle = new Map(facts.commands.map((command) => [command.title, command]));
  let command: FactsCommand | undefined;
  let consumed = 1;
  for (let length = argv.length; length >= 2; length -= 1) {
    const found = byTitle.get(argv.slice(0, length).join(' '));
    if (found) {
      command = found;
      consumed = length;
      break;
    }
  }
  if (!command) {
    return { commandId: null, problems: [`"${argv.join(' ')}" does not start with a ${facts.cli} command`] };
  }
  const problems: string[] = [];
  const where = command.title;

  const flags = flagSpecs([...command.flags, ...facts.global_flags]);
  const positional: string[] = [];
  const used = new Set<string>();
  const rest = argv.slice(consumed);
  for (let index = 0; index < rest.length; index += 1) {
    const word = rest[index] ?? '';
    if (word === '--') {
      positional.push(...rest.slice(index + 1));
      break;
    }
    if (!word.startsWith('-') || word === '-') {
      positional.push(word);
      continue;
    }
    const equals = word.indexOf('=');
    const key = equals === -1 ? word : word.slice(0, equals);
    const spec = flags.get(key);
    if (!spec) {
      // Long flags are suggested for long, short for short: `-f` is never the "-p" a writer meant by `--pf`.
      const near = closestName(
        key,
        [...flags.keys()].filter((name) => name.startsWith('--') === key.startsWith('--')),
      );
      problems.push(`${where}: unknown flag ${key}${near ? ` (did you mean ${near}?)` : ''}`);
      continue;
    }
    used.add(spec.name);
    let value: string | undefined = equals === -1 ? undefined : word.slice(equals + 1);
    if (spec.takesValue && value === undefined) {
      value = rest[index + 1];
      index += 1;
      if (value === undefined) {
        problems.push(`${where}: ${key} needs a value`);
        continue;
      }
    }
    if (!spec.takesValue && value !== undefined && value !== 'true' && value !== 'false') {
      problems.push(`${where}: ${key} is a switch and takes no value ("${value}")`);
      continue;
    }
    if (spec.accepted && value !== undefined && !isPlaceholder(value)) {
      const values = spec.list ? value.split(',') : [value];
      for (const item of values) {
        if (!spec.accepted.includes(item)) {
          problems.push(`${where}: ${key} does not accept "${item}" (accepted: ${spec.accepted.join(', ')})`);
        }
      }
    }
  }
  // `--help` prints the usage instead of running the command, so arguments and required flags do not apply.
  if (used.has('-h, --help')) return { commandId: command.id, problems };
  if (command.usage === null) {
    problems.push(`${where} only groups subcommands and cannot be run itself`);
    return { commandId: command.id, problems };
  }
  for (const flag of command.flags) {
    if (flag.required && !used.has(flag.name)) {
      const why = flag.name === '--experimental' ? ' (it is experimental)' : '';
      problems.push(`${where}: requires ${flag.name.replace(/ <.*>$/, '')}${why}`);
    }
  }
  const range = positionalRange(command);
  const replacing = options.argumentsFromFlags?.[command.id] ?? [];
  const min = [...used].some((name) => replacing.some((flag) => name.includes(flag))) ? 0 : range.min;
  const { max } = range;
  if (command.usage !== null && (positional.length < min || positional.length > max)) {
    const allowed =
      max === Number.POSITIVE_INFINITY ? `at least ${min}` : min === max ? `${min}` : `${min} to ${max}`;
    problems.push(
      `${where}: ${positional.length} argument(s) (${positional.join(' ') || 'none'}) where the usage "${command.usage}" allows ${allowed}`,
    );
  }
  return { commandId: command.id, problems };
}
