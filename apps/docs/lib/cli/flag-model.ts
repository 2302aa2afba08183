import type { CliFlag } from '@/data/cli/cli-schema';

/** What kind of value a flag takes, read from the `<…>` part of its name. */
type FlagValueKind = 'boolean' | 'string' | 'string-list' | 'uint' | 'enum' | 'other';

interface FlagValueType {
  kind: FlagValueKind;
  /** Short label for the Type column, e.g. `string`, `string[]`, `enum`. */
  label: string;
  /** For `<[ a | b ]>` names: the values listed in the name itself. */
  choices: string[];
}

export interface ParsedFlagName {
  short: string | null;
  long: string;
  type: FlagValueType;
}

/** Everything the flags table shows for one flag. */
export interface FlagRow {
  id: string;
  /** Full name as the CLI prints it, e.g. `-o, --output <[ env | pretty ]>`. */
  name: string;
  long: string;
  short: string | null;
  type: FlagValueType;
  description: string;
  /** `null` when the flag has no meaningful default (empty string or empty list). */
  defaultValue: string | null;
  /** Only required flags are marked; an optional flag is the norm and says nothing. */
  required: boolean;
  acceptedValues: string[];
  suggestedValues: string[];
}

const FLAG_NAME = /^(?:(-[a-zA-Z]), )?(--[a-z0-9][a-z0-9-]*)(?: <(.+)>)?$/;
const SIMPLE_TYPES: Record<string, Omit<FlagValueType, 'choices'>> = {
  string: { kind: 'string', label: 'string' },
  strings: { kind: 'string-list', label: 'string[]' },
  uint: { kind: 'uint', label: 'uint' },
};

function parseValueType(raw: string | undefined): FlagValueType {
  if (raw === undefined) return { kind: 'boolean', label: 'boolean', choices: [] };
  const simple = SIMPLE_TYPES[raw];
  if (simple) return { ...simple, choices: [] };
  const choices = /^\[(.*)\]$/.exec(raw.trim())?.[1];
  if (choices !== undefined) {
    return {
      kind: 'enum',
      label: 'enum',
      choices: choices
        .split('|')
        .map((choice) => choice.trim())
        .filter(Boolean),
    };
  }
  return { kind: 'other', label: raw, choices: [] };
}

/** Splits `-p, --password <string>` into its short form, long form and value type. */
export function parseFlagName(name: string): ParsedFlagName {
  const match = FLAG_NAME.exec(name);
  if (!match?.[2]) throw new Error(`Not a flag name: "${name}"`);
  return { short: match[1] ?? null, long: match[2], type: parseValueType(match[3]) };
}

/** Defaults that carry no information (`""`, `[]`) are shown as "none". */
export function displayDefault(defaultValue: string): string | null {
  return defaultValue === '' || defaultValue === '[]' ? null : defaultValue;
}

/** Whether any row of a table has a set of values to show, so the table needs its "Accepted values" column. */
export function hasValueSets(rows: readonly FlagRow[]): boolean {
  return rows.some((row) => row.acceptedValues.length > 0 || row.suggestedValues.length > 0);
}

/**
 * Anchor of a flag's row: the command id (or `global-flags`) and the flag as typed, e.g.
 * `supabase-db-push--linked`. Like the part anchors of lib/cli/command-outline, the double hyphen keeps it
 * apart from every command id.
 */
export function flagAnchorId(scopeId: string, long: string): string {
  return `${scopeId}${long}`;
}

export function toFlagRow(flag: CliFlag): FlagRow {
  const { short, long, type } = parseFlagName(flag.name);
  return {
    id: flag.id,
    name: flag.name,
    long,
    short,
    type,
    description: flag.description,
    defaultValue: displayDefault(flag.default_value),
    required: flag.required === true,
    acceptedValues: flag.accepted_values?.map((value) => value.name) ?? type.choices,
    suggestedValues: flag.suggested_values?.map((value) => value.name) ?? [],
  };
}
