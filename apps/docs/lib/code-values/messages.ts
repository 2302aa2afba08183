import { type LinkedSentence, SESSION_MESSAGES } from '@/lib/project-session/messages';
import type { ComboboxTexts } from '@/lib/ui/combobox';

/*
 * Every text the code-samples chooser shows. Texts the API-settings widget shows too (loading, and the
 * failure messages) are written once in lib/project-session/messages.ts and listed here.
 */

export const CHOOSER_MESSAGES = {
  /** The chooser's label, before the combobox. */
  label: 'Code samples use:',
  /** The combobox's texts, in the form of the API-settings widget's selectors. */
  select: {
    loading: SESSION_MESSAGES.loading,
    empty: 'No values found',
    placeholder: 'Select values...',
    search: 'Search values...',
  } satisfies ComboboxTexts,
  local: 'Local development',
  placeholders: 'Placeholders',
  logIn: "Log in to use your project's values",
  /**
   * Instead of its own "Log in" on a page that has API-settings widgets (issue #26: one prompt per page): the
   * link goes to the first widget, whose sign-in fills the code samples too (one session).
   */
  logInAt: (where: 'above' | 'below'): LinkedSentence => ({
    text: `Log in ${where} for your project's values.`,
    link: `Log in ${where}`,
  }),
  signOut: 'Sign out',
  /** Under the chooser while values are shown. */
  filledFrom: (source: string) => `Values in the code below come ${source}.`,
  placeholdersNote: 'Code below shows placeholders such as <project-url>.',
  /** The project list could not be loaded; links to the dashboard's API settings. */
  listFailed: SESSION_MESSAGES.fallback,
  /** The chosen project's API settings could not be loaded; links to the dashboard's API settings. */
  valuesFailed: SESSION_MESSAGES.valueFailed('project URL'),
} as const;
