import { type CodeBlock, extractCodeBlocks, parseFenceMeta } from './code-blocks';

/*
 * The REST API guides show each request three ways in a tab group named `rest-client`: SQL, cURL and
 * supabase-js. This reads those groups out of a page, and parses a cURL command into the request it sends, so
 * the examples' test can run all three and compare what they return.
 */

export const EXAMPLE_GROUP = 'rest-client';

export type RestExample = {
  page: string;
  /** 1-based line of the group's `<Tabs>`. */
  line: number;
  sql?: CodeBlock;
  http?: CodeBlock;
  js?: CodeBlock;
  /** A ```json title="Response"``` block right after the group: the body the cURL request must return. */
  response?: CodeBlock;
};

const SHELL = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);
const SCRIPT = new Set(['ts', 'js', 'typescript', 'javascript', 'tsx', 'jsx']);

/** The tab groups of examples on a page, each with its SQL, cURL and supabase-js blocks by panel id. */
export function restExamples(page: string, source: string): RestExample[] {
  const lines = source.split(/\r?\n/);
  const blocks = extractCodeBlocks(source);
  const examples: RestExample[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    if (!new RegExp(`<Tabs\\b[^>]*queryGroup="${EXAMPLE_GROUP}"`).test(lines[index] ?? '')) continue;
    let end = index + 1;
    while (end < lines.length && !/<\/Tabs>/.test(lines[end] ?? '')) end += 1;
    const example: RestExample = { page, line: index + 1 };
    for (const block of blocks) {
      if (block.line <= index + 1 || block.line > end + 1) continue;
      let panel = block.line - 1;
      while (panel > index && !/<TabPanel\b/.test(lines[panel] ?? '')) panel -= 1;
      const id = /<TabPanel\b[^>]*\bid="([^"]+)"/.exec(lines[panel] ?? '')?.[1];
      if (id !== 'sql' && id !== 'http' && id !== 'js') {
        throw new Error(`${page}:${block.line}: a ${EXAMPLE_GROUP} panel is sql, http or js, not "${id}"`);
      }
      if (example[id]) throw new Error(`${page}:${block.line}: two code blocks in the ${id} panel`);
      example[id] = block;
    }
    const next = blocks.find((block) => block.line > end + 1);
    if (next && next.lang === 'json' && parseFenceMeta(next.meta).title === 'Response') {
      const between = lines.slice(end + 1, next.line - 1).filter((line) => line.trim()).length;
      if (between <= 2) example.response = next;
    }
    examples.push(example);
    index = end;
  }
  return examples;
}

/** Every block on the page that sends a request: a cURL command, or supabase-js reading or writing data. */
export function requestBlocks(source: string): CodeBlock[] {
  return extractCodeBlocks(source).filter(
    (block) =>
      (SHELL.has(block.lang) && /(^|\s)curl\s/m.test(block.code)) ||
      (SCRIPT.has(block.lang) && /\bsupabase\s*(\.schema\([^)]*\)\s*)?\.(from|rpc)\(/.test(block.code)),
  );
}

/** A request block's `norun="reason"`, when it is deliberately not executed. */
export function notRunReason(block: CodeBlock): string | undefined {
  return parseFenceMeta(block.meta).norun?.trim() || undefined;
}

export type CurlRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
};

/** Shell words of a command: quotes, backslash-newline continuations and `$NAME` in double quotes. */
function shellWords(command: string, variables: Record<string, string>): string[] {
  const words: string[] = [];
  let word: string | undefined;
  const text = command.replace(/\\\n/g, ' ');
  const expand = (value: string) =>
    value.replace(/\$([A-Z_][A-Z0-9_]*)/g, (_, name: string) => {
      const found = variables[name];
      if (found === undefined) throw new Error(`$${name} is not a variable the examples' test knows`);
      return found;
    });
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (char === "'") {
      const close = text.indexOf("'", index + 1);
      if (close < 0) throw new Error('unclosed single quote');
      word = (word ?? '') + text.slice(index + 1, close);
      index = close;
    } else if (char === '"') {
      const close = text.indexOf('"', index + 1);
      if (close < 0) throw new Error('unclosed double quote');
      word = (word ?? '') + expand(text.slice(index + 1, close));
      index = close;
    } else {
      const rest = /^[^\s'"]+/.exec(text.slice(index))?.[0] ?? char;
      word = (word ?? '') + expand(rest);
      index += rest.length - 1;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

/**
 * The request a `curl` command sends. Only the options the guides use are known (`-i`, `-I`, `-g`, `-X`,
 * `-H`, `-d`); another one is an error, and so is a URL with `{}`/`[]` without `-g`, which curl would glob.
 */
export function parseCurl(command: string, variables: Record<string, string>): CurlRequest {
  const words = shellWords(command.trim(), variables);
  if (words[0] !== 'curl') throw new Error('a cURL example starts with curl');
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  let globOff = false;
  let head = false;
  const headers: Record<string, string> = {};
  for (let index = 1; index < words.length; index += 1) {
    const word = words[index] as string;
    const next = () => {
      index += 1;
      const value = words[index];
      if (value === undefined) throw new Error(`${word} needs a value`);
      return value;
    };
    if (word === '-i' || word === '--include') continue;
    if (word === '-I' || word === '--head') head = true;
    else if (word === '-g' || word === '--globoff') globOff = true;
    else if (word === '-X' || word === '--request') method = next();
    else if (word === '-H' || word === '--header') {
      const header = next();
      const colon = header.indexOf(':');
      if (colon < 0) throw new Error(`header "${header}" has no colon`);
      headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
    } else if (word === '-d' || word === '--data' || word === '--data-raw') body = next();
    else if (word.startsWith('-')) throw new Error(`the examples' cURL parser does not know ${word}`);
    else if (url) throw new Error(`two URLs: ${url} and ${word}`);
    else url = word;
  }
  if (!url) throw new Error('no URL');
  if (/[{}[\]]/.test(url) && !globOff) throw new Error(`curl globs {} and [] in ${url}: add -g`);
  if (/\s/.test(url)) throw new Error(`a space in ${url} must be written %20`);
  return { method: method ?? (head ? 'HEAD' : body !== undefined ? 'POST' : 'GET'), url, headers, body };
}
