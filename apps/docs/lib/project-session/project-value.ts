import type { AutoApiService } from './types';

/** The values of a project the docs show: its URL, its anon key, and the auth callback URL OAuth providers need. */
export type ProjectValueName = 'url' | 'anonKey' | 'callbackUrl';

const DEFAULT_PROTOCOL = 'https';

/** Where the auth server receives OAuth providers' answers, under the project URL. */
export const CALLBACK_PATH = '/auth/v1/callback';

/**
 * URL = `{protocol, default https}://{endpoint}`; anon key = `defaultApiKey`; the callback URL
 * (social sign-in pages) is the project URL plus `/auth/v1/callback`.
 */
export function projectValue(name: ProjectValueName, api: AutoApiService): string {
  if (name === 'anonKey') return api.defaultApiKey;
  const url = `${api.protocol || DEFAULT_PROTOCOL}://${api.endpoint}`;
  return name === 'callbackUrl' ? `${url.replace(/\/+$/, '')}${CALLBACK_PATH}` : url;
}
