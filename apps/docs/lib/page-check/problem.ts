/**
 * What every check of a guide's source reports: one mistake at the line and column of the thing itself
 * (1-based, counted in the .mdx file as the writer sees it, front matter included), with a suggestion in the
 * message where one exists ("did you mean `<Admonition>`?").
 */
export type PageProblem = {
  /** The file, relative to the repository root (apps/docs/content/guides/…). */
  file: string;
  line: number;
  column: number;
  message: string;
};

/** A guide as the checks read it: its path and its source text, unparsed. */
export type PageSource = {
  file: string;
  source: string;
};

/** One check over one page. Checks never throw for a mistake in the page: they report it. */
export type PageCheck = (page: PageSource) => Promise<PageProblem[]>;

/** `path:line:column message`, the form editors and terminals turn into a link. */
export function formatProblem({ file, line, column, message }: PageProblem): string {
  return `${file}:${line}:${column} ${message}`;
}
