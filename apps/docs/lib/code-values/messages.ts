/*
 * Every text the code-samples chooser shows. Failures reuse the API-settings widget's wording (spec §8).
 */
export const CHOOSER_MESSAGES = {
  /** The chooser's label, before the combobox. */
  label: 'Code samples use:',
  /** What the combobox's spec §8 texts call an option ("Search values...", "No values found"). */
  optionName: 'values',
  local: 'Local development',
  placeholders: 'Placeholders',
  logIn: "Log in to use your project's values",
  signOut: 'Sign out',
  /** Under the chooser while values are shown. */
  filledFrom: (source: string) => `Values in the code below come ${source}.`,
  placeholdersNote: 'Code below shows placeholders such as <project-url>.',
} as const;
