/** What the widget shows: the project URL, the anon key, or the auth callback URL that OAuth providers need. */
export type ApiVariable = 'url' | 'anonKey' | 'callbackUrl';

export const VARIABLE_TITLES: Record<ApiVariable, string> = {
  url: 'Project URL',
  anonKey: 'Anon key',
  callbackUrl: 'Callback URL',
};

/** What the value is called in sentences: "project URL", "anon key". */
export const VARIABLE_NAMES: Record<ApiVariable, string> = {
  url: 'project URL',
  anonKey: 'anon key',
  callbackUrl: 'callback URL',
};
