/*
 * The texts both the API-settings widget and the code-samples chooser show, written once so the two say the
 * same thing. Each widget's own messages.ts lists these among its texts. Wording the product requires is kept
 * to the letter. In a sentence with a link, `link` names the words that are linked; they stand in `text` once.
 */

export type LinkedSentence = { text: string; link: string };

export const SESSION_MESSAGES = {
  /** A selector, or the widget's value field, while its data loads. */
  loading: 'Loading...',
  /** Any failure other than the project API call; links to the dashboard's API settings. */
  fallback: {
    text: "Couldn't display your API settings. You can get them from the dashboard.",
    link: 'dashboard',
  },
  /** The project API call failed; links to the dashboard's API settings. */
  valueFailed: (name: string): LinkedSentence => ({
    text: `Couldn't load the ${name}. It can also be copied from the dashboard: API settings.`,
    link: 'API settings',
  }),
} as const;
