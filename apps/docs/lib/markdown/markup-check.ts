/** Markdown with fenced and inline code taken out: the prose a check for leftovers should read. */
export function withoutCode(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/(`+)[\s\S]*?\1/g, '');
}

/**
 * HTML or JSX tags left in Markdown, outside code: what a Markdown twin must never contain. Code is skipped
 * (`<project-ref>` in a connection string is code), and so are autolinks (`<https://…>`) and escaped brackets
 * (`\<`), which are Markdown.
 */
export function tagsOutsideCode(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/(?<!\\)<\/?[A-Za-z][^>\n]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/^<[a-z][a-z\d+.-]*:[^\s>]*>$/i.test(tag));
}
