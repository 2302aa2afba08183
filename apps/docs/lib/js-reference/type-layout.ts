/*
 * Lays a TypeScript type out on lines no longer than a width, for the signatures of the supabase-js reference.
 * The text is kept as declared, character for character apart from the spaces at the breaks: a long type is
 * broken at its outermost structure (a type parameter's default, a union, a conditional, then its largest
 * bracket), and each part is laid out again until it fits or cannot be broken further.
 */

/** The longest line the reference's signature blocks aim for (the article's code column at 1440px). */
export const SIGNATURE_WIDTH = 80;

const INDENT = '  ';
const SHORT_GROUP = 24;
const CLOSING: Record<string, string> = { '<': '>', '(': ')', '{': '}', '[': ']' };

interface TopLevel {
  /** Bracket groups at depth 0: index of the opening and of the closing character. */
  groups: { open: number; close: number }[];
  /** Positions of ` | `, ` ? `, ` : ` and ` = ` at depth 0 (the index of the character itself). */
  unions: number[];
  questions: number[];
  colons: number[];
  defaults: number[];
}

const spaced = (text: string, at: number) => text[at - 1] === ' ' && text[at + 1] === ' ';

const isQuote = (char: string) => char === "'" || char === '"' || char === '`';

/** Where the string or template literal opened at `at` ends (its closing quote), or the text's end. */
function quoteEnd(text: string, at: number): number {
  const end = text.indexOf(text[at] ?? '', at + 1);
  return end < 0 ? text.length : end;
}

/** A closing bracket, not the `>` of an arrow (`=>`). */
const closesGroup = (text: string, at: number) =>
  '>)}]'.includes(text[at] ?? ' ') && !(text[at] === '>' && text[at - 1] === '=');

/** Where the structure of `text` is at depth 0, skipping quoted strings and template literals. */
function scanTopLevel(text: string): TopLevel {
  const found: TopLevel = { groups: [], unions: [], questions: [], colons: [], defaults: [] };
  let depth = 0;
  let open = -1;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] ?? '';
    if (isQuote(char)) {
      at = quoteEnd(text, at);
      continue;
    }
    if (char in CLOSING) {
      if (depth === 0) open = at;
      depth += 1;
    } else if (closesGroup(text, at)) {
      depth -= 1;
      if (depth === 0 && open >= 0) found.groups.push({ open, close: at });
    } else if (depth === 0 && spaced(text, at)) {
      if (char === '|') found.unions.push(at);
      else if (char === '?') found.questions.push(at);
      else if (char === ':') found.colons.push(at);
      else if (char === '=') found.defaults.push(at);
    }
  }
  return found;
}

/** Splits `text` at `separator` where it stands at depth 0. */
function splitTopLevel(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] ?? '';
    if (isQuote(char)) {
      at = quoteEnd(text, at);
      continue;
    }
    if (char in CLOSING) depth += 1;
    else if (closesGroup(text, at)) depth -= 1;
    else if (depth === 0 && char === separator) {
      parts.push(text.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/** The ` : ` that ends the true branch of the conditional whose ` ? ` is at `question`. */
function matchingColon(scan: TopLevel, question: number): number | undefined {
  const marks = [
    ...scan.questions.filter((at) => at > question).map((at) => ({ at, kind: '?' })),
    ...scan.colons.filter((at) => at > question).map((at) => ({ at, kind: ':' })),
  ].sort((a, b) => a.at - b.at);
  let open = 0;
  for (const mark of marks) {
    if (mark.kind === '?') open += 1;
    else if (open === 0) return mark.at;
    else open -= 1;
  }
  return undefined;
}

/** Appends `suffix` to the last line. */
function endWith(lines: string[], suffix: string): string[] {
  if (suffix === '' || lines.length === 0) return lines;
  return [...lines.slice(0, -1), `${lines.at(-1)}${suffix}`];
}

/**
 * `text` as lines starting with `indent`, the first one after `lead` (`'): '`, `'options?: '`), each at most
 * `width` long where the type allows it.
 */
export function layoutType(text: string, indent = '', lead = '', width = SIGNATURE_WIDTH): string[] {
  const flat = `${indent}${lead}${text}`;
  if (flat.length <= width) return [flat];
  const scan = scanTopLevel(text);
  const inner = `${indent}${INDENT}`;

  const [equals] = scan.defaults;
  if (equals !== undefined) {
    const name = text.slice(0, equals).trimEnd();
    const assigned = `${lead}${name} = `;
    // A short name keeps its default on its line (`Result = GetResult<`); a long constraint puts it below.
    if (`${indent}${assigned}`.length <= width / 2) {
      return layoutType(text.slice(equals + 2), indent, assigned, width);
    }
    return [
      ...layoutType(text.slice(0, equals).trimEnd(), indent, lead, width),
      ...layoutType(`= ${text.slice(equals + 2)}`, inner, '', width),
    ];
  }

  // A conditional binds loosest (`A extends B | C ? D : E` is one conditional), then a union.
  const [question] = scan.questions;
  const colon = question === undefined ? undefined : matchingColon(scan, question);
  if (question !== undefined && colon !== undefined) {
    return [
      ...layoutType(text.slice(0, question).trimEnd(), indent, lead, width),
      ...layoutType(`? ${text.slice(question + 2, colon).trim()}`, inner, '', width),
      ...layoutType(`: ${text.slice(colon + 2).trim()}`, inner, '', width),
    ];
  }

  if (scan.unions.length > 0) {
    const cuts = [-2, ...scan.unions];
    const parts = cuts.map((cut, index) => text.slice(cut + 2, cuts[index + 1] ?? text.length).trim());
    // On a line of its own, every member leads with its bar; after a lead, the first stays on the lead's line.
    if (lead === '') return parts.flatMap((part) => layoutType(`| ${part}`, indent, '', width));
    const [first = '', ...rest] = parts;
    return [
      ...layoutType(first, indent, lead, width),
      ...rest.flatMap((part) => layoutType(`| ${part}`, inner, '', width)),
    ];
  }

  const group = scan.groups.reduce<TopLevel['groups'][number] | undefined>(
    (largest, candidate) =>
      !largest || candidate.close - candidate.open > largest.close - largest.open ? candidate : largest,
    undefined,
  );
  // Breaking a short group (`Omit<Row, 'id'>`) reads worse than a line a little too long.
  if (!group || group.close - group.open - 1 < SHORT_GROUP) return [flat];
  const opening = text[group.open] ?? '';
  const separator = opening === '{' ? ';' : ',';
  const items = splitTopLevel(text.slice(group.open + 1, group.close), separator);
  if (items.length === 0) return [flat];

  const body: string[] = [];
  if (opening === '<') {
    // Type arguments are short names as a rule: packed on as few lines as fit, like words.
    let line = '';
    items.forEach((item, index) => {
      const piece = `${item}${index < items.length - 1 ? ',' : ''}`;
      if (line && `${inner}${line} ${piece}`.length <= width) line = `${line} ${piece}`;
      else {
        if (line) body.push(`${inner}${line}`);
        line = '';
        if (`${inner}${piece}`.length <= width) line = piece;
        else body.push(...endWith(layoutType(item, inner, '', width), piece.slice(item.length)));
      }
    });
    if (line) body.push(`${inner}${line}`);
  } else {
    items.forEach((item, index) => {
      const end = separator === ';' ? ';' : index < items.length - 1 ? ',' : '';
      body.push(...endWith(layoutType(item, inner, '', width), end));
    });
  }

  const tail = text.slice(group.close);
  const last =
    `${indent}${tail}`.length <= width
      ? [`${indent}${tail}`]
      : layoutType(tail.slice(1).trimStart(), indent, `${tail[0]}${tail[1] === ' ' ? ' ' : ''}`, width);
  return [`${indent}${lead}${text.slice(0, group.open + 1)}`, ...body, ...last];
}

/** The names a type parameter list declares: `Query extends string = '*', Result` → `Query`, `Result`. */
export function typeParameterNames(typeParams: string): string[] {
  return splitTopLevel(typeParams, ',').map((declaration) => declaration.split(/[\s=]/)[0] ?? declaration);
}

/** The declarations of a type parameter list, one each. */
export function typeParameterDeclarations(typeParams: string): string[] {
  return splitTopLevel(typeParams, ',');
}
