/**
 * The shape of the docs MCP server's data bundle (its dist/docs-data.json): the site makes it from its own
 * sources (`@platform/docs/docs-data`), the server reads only the bundle, so neither needs the other's code.
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
  /** The same headings as sections of `markdown`: each runs from its `start` to the next one's. */
  sections: DocsSection[];
  /** The page's Markdown, as its twin on the site serves it. */
  markdown: string;
  /** Left out of search (the one-page CLI reference repeats every command page; the home page only links). */
  searchable: boolean;
}

export interface DocsSection {
  /** The heading's text without Markdown marks, e.g. `Keep updated_at correct with a trigger`. */
  heading: string;
  /** Its anchor on the web page (`#anchor`), or null when the page gives it none. */
  anchor: string | null;
  /** 2–4. */
  level: number;
  /** Offset of the heading line in the page's Markdown. */
  start: number;
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

/** One entry of the Errors reference: the paste parser's index fields (`IndexedError`) and the rest. */
export interface ErrorData {
  /** Its anchor on the Errors reference page (the code). */
  anchor: string;
  /** The section id: postgrest, postgres, auth, storage, realtime, functions or cli. */
  source: string;
  code: string;
  title: string;
  messages: string[];
  status: number | null;
  /** Markdown (inline code, bold, absolute links). */
  meaning: string;
  causes: string[];
  fix: string | null;
}

export interface JsSignatureData {
  /** The overload as one line: `supabase.auth.signInWithPassword(credentials): Promise<…>`. */
  line: string;
  typeParams: string;
  params: {
    name: string;
    type: string;
    optional: boolean;
    rest: boolean;
    /** An object parameter's properties: its named type expanded one level, inline objects as `options.x`. */
    fields?: { name: string; type: string; optional: boolean }[];
  }[];
  returns: string;
}

export interface JsMethodData {
  /** The reference's id and anchor, e.g. `auth-sign-in-with-password`. */
  id: string;
  name: string;
  /** How it is reached: `supabase.auth.signInWithPassword`, `query.eq`. */
  call: string;
  signatures: JsSignatureData[];
  summary: string;
  details: string[];
  serverOnly: boolean;
  examples: { title: string; code: string; data?: unknown }[];
  /** Site path with the anchor: `/reference/javascript/#auth-sign-in-with-password`. */
  path: string;
  /** The method as its crawler page's Markdown twin. */
  markdown: string;
}

export interface DocsData {
  /** The origin page URLs are given on, e.g. `https://supabase.com` or `http://localhost:3000`. */
  siteUrl: string;
  cliVersion: string;
  pages: DocsPage[];
  cli: { commands: CliCommandData[]; globalFlags: CliFlagData[] };
  /** The Errors reference: its page path and every entry in page order. */
  errors: { path: string; entries: ErrorData[] };
  /** The supabase-js reference, in page order. */
  js: { version: string; methods: JsMethodData[] };
}
