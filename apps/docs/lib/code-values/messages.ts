/*
 * Every text the code-samples chooser shows. Failures reuse the API-settings widget's wording (spec §8).
 */
import type { LinkedSentence } from '@/lib/api-settings/messages';

export const CHOOSER_MESSAGES = {
  /** The chooser's label, before the combobox. */
  label: 'Code samples use:',
  /** What the combobox's spec §8 texts call an option ("Search values...", "No values found"). */
  optionName: 'values',
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
} as const;
