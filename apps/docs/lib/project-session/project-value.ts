import type { AutoApiService } from './types';
import type { ApiVariable } from './variables';

const DEFAULT_PROTOCOL = 'https';

/** Where the auth server receives OAuth providers' answers, under the project URL. */
export const CALLBACK_PATH = '/auth/v1/callback';

/**
 * Spec §3/§7: URL = `{protocol, default https}://{endpoint}`; anon key = `defaultApiKey`; the callback URL
 * (social sign-in pages) is the project URL plus `/auth/v1/callback`.
 */
export function projectValue(variable: ApiVariable, api: AutoApiService): string {
  if (variable === 'anonKey') return api.defaultApiKey;
  const url = `${api.protocol || DEFAULT_PROTOCOL}://${api.endpoint}`;
  return variable === 'callbackUrl' ? `${url.replace(/\/+$/, '')}${CALLBACK_PATH}` : url;
}
