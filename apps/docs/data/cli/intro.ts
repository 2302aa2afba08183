/*
 * The CLI reference's introduction, written once: the page (components/cli-reference/cli-intro.tsx), its
 * "On this page" column (app/reference/cli/page.tsx) and its Markdown twin (lib/markdown/cli-markdown.ts) read
 * these headings and texts.
 */

/** A run of text: plain, `code` (with `command`, a link to that command's section), or bold. */
export type IntroText = string | { code: string; command?: string } | { strong: string };

export type IntroBlock =
  | { kind: 'paragraph'; text: IntroText[] }
  /** One shell sample. */
  | { kind: 'code'; code: string }
  /** The install commands: tabs on the page, a bold label over each in Markdown. */
  | { kind: 'install-methods' }
  /** The table of global flags from the CLI data. */
  | { kind: 'global-flags' };

export interface IntroSection {
  id: string;
  title: string;
  blocks: IntroBlock[];
}

/** The tab group the install methods share, so a reader's choice follows them across pages. */
export const INSTALL_TAB_GROUP = 'cli-install';

export const INSTALL_METHODS = [
  { id: 'npm', label: 'npm', code: 'npm install supabase --save-dev\nnpx supabase --help' },
  { id: 'homebrew', label: 'Homebrew', code: 'brew install supabase/tap/supabase' },
  {
    id: 'scoop',
    label: 'Scoop',
    code: 'scoop bucket add supabase https://github.com/supabase/scoop-bucket.git\nscoop install supabase',
  },
] as const;

/** The paragraph above the first heading, for the CLI version the reference describes. */
export function introLead(spec: { title: string; version: string }): IntroText[] {
  return [
    `The ${spec.title} (version ${spec.version}) runs the whole platform on your machine for development and manages your hosted projects from the terminal. Every command and flag of this version is listed below; each command has its own anchor, so you can link straight to it.`,
  ];
}

export const INTRO_SECTIONS: readonly IntroSection[] = [
  {
    id: 'installing',
    title: 'Installing the CLI',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Install it as a development dependency of your project, or system-wide with a package manager. Local development needs Docker, and we recommend at least 7GB of RAM for all the services.',
        ],
      },
      { kind: 'install-methods' },
    ],
  },
  {
    id: 'logging-in',
    title: 'Logging in',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Commands that manage hosted projects call the Management API and need a personal access token. Run ',
          { code: 'supabase login', command: 'supabase-login' },
          ' to create one in the browser and store it on this machine, or, in CI and other non-interactive places, set the ',
          { code: 'SUPABASE_ACCESS_TOKEN' },
          ' environment variable to a token created in the dashboard.',
        ],
      },
      {
        kind: 'code',
        code: 'supabase login\n# or, without a browser:\nexport SUPABASE_ACCESS_TOKEN=<your access token>',
      },
    ],
  },
  {
    id: 'experimental-commands',
    title: 'Experimental commands',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Commands marked ',
          { strong: 'Experimental' },
          ' are still being designed and may change between releases. They only run when you pass ',
          { code: '--experimental' },
          ', for example ',
          { code: 'supabase branches list --experimental' },
          '.',
        ],
      },
    ],
  },
  {
    id: 'global-flags',
    title: 'Global flags',
    blocks: [
      { kind: 'paragraph', text: ['These flags are accepted by every command.'] },
      { kind: 'global-flags' },
    ],
  },
];
