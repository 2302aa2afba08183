import { type LinkedSentence, SESSION_MESSAGES } from '@/lib/project-session/messages';
import type { ComboboxTexts } from '@/lib/ui/combobox';
import type { ApiVariable } from './variables';

/*
 * Every text the API-settings widget shows: the placeholder in the page, the widget's states, its selectors,
 * and the note for readers without JavaScript. Texts the code-samples chooser shows too are written once in
 * lib/project-session/messages.ts and listed here. Wording the product requires is kept to the letter. In a
 * sentence with a link, `link` names the words that are linked; they stand in `text` once.
 */

/** The widget's heading, and the name of its value field. */
export const VARIABLE_TITLES: Record<ApiVariable, string> = {
  url: 'Project URL',
  anonKey: 'Anon key',
  callbackUrl: 'Callback URL',
};

/** What the value is called in sentences. */
export const VARIABLE_NAMES: Record<ApiVariable, string> = {
  url: 'project URL',
  anonKey: 'anon key',
  callbackUrl: 'callback URL',
};

export const MESSAGES = {
  /** The value field while the value loads (the selectors say the same). */
  valueLoading: SESSION_MESSAGES.loading,
  projectLabel: 'Project',
  branchLabel: 'Branch',
  /** The project selector's texts. */
  projectSelect: {
    loading: SESSION_MESSAGES.loading,
    empty: 'No project found',
    placeholder: 'Select a project...',
    search: 'Search project...',
  } satisfies ComboboxTexts,
  /** The branch selector's texts. */
  branchSelect: {
    loading: SESSION_MESSAGES.loading,
    empty: 'No branch found',
    placeholder: 'Select a branch...',
    search: 'Search branch...',
  } satisfies ComboboxTexts,
  branchesFailed: "Couldn't load branches",
  noBranches: 'This project has no branches to show yet.',
  signOut: 'Sign out',
  logIn: 'Log in',
  /** What a signed-out reader is asked. */
  logInPrompt: (name: string) => `Log in to see your ${name} here, ready to copy.`,
  /**
   * Issue #26: signed out, only the page's first widget has the button; the others point to it (the
   * prompt to log in, once per page).
   */
  logInAbove: (name: string): LinkedSentence => ({
    text: `Log in above to see your ${name} here, ready to copy.`,
    link: 'Log in above',
  }),
  signInFailed: (problem: string) => `Sign-in did not complete (${problem}). Please try again.`,
  /** Any failure other than the project API call; links to the dashboard's API settings. */
  fallback: SESSION_MESSAGES.fallback,
  /** The project API call failed; links to the dashboard's API settings. */
  valueFailed: SESSION_MESSAGES.valueFailed,
  /** Links to the dashboard's project list. */
  noProjects: (name: string): LinkedSentence => ({
    text: `You have no projects yet. Create one in the dashboard to get its ${name}.`,
    link: 'Create one in the dashboard',
  }),
  /** With JavaScript off: what needs it, then where else the value is (links to the API settings). */
  noScriptWidget: (name: string) => `Showing your own ${name} here`,
  noScriptElsewhere: {
    text: "It is also in your project's API settings in the dashboard.",
    link: 'API settings',
  },
} as const;
