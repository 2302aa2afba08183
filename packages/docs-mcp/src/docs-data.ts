/**
 * The shape of the data bundle (dist/docs-data.json) that `scripts/site-data.ts` writes from the site's sources
 * at build time. The server reads only this file, so the package works without the site.
 */
export interface DocsPage {
  /** Site path with its trailing slash, e.g. `/guides/database/row-level-security/`. */
  path: string;
  title: string;
  description: string;
  /** Navigation trail above the page, e.g. `["Guides", "Database"]`. */
  breadcrumb: string[];
  /** Section headings (levels 2–4) in page order. */
  headings: string[];
  /** The page's Markdown, as its twin on the site serves it. */
  markdown: string;
  /** Left out of search (the one-page CLI reference repeats every command page; the home page only links). */
  searchable: boolean;
}

export interface CliFlagData {
  name: string;
  long: string;
  short: string | null;
  type: string;
  description: string;
  default: string | null;
  required: boolean;
  acceptedValues: string[];
  suggestedValues: string[];
}

export interface CliCommandData {
  id: string;
  /** The command line, e.g. `supabase db push`. */
  command: string;
  summary: string;
  description: string;
  usage: string | null;
  subcommands: string[];
  flags: CliFlagData[];
  examples: { name: string; code: string; response: string }[];
  /** Site path of the command's page. */
  path: string;
}

export interface DocsData {
  /** The origin page URLs are given on, e.g. `https://supabase.com` or `http://localhost:3000`. */
  siteUrl: string;
  cliVersion: string;
  pages: DocsPage[];
  cli: { commands: CliCommandData[]; globalFlags: CliFlagData[] };
}
