import type { ApiVariable, AutoApiService } from './types';

const DEFAULT_PROTOCOL = 'https';

/** Spec §3/§7: URL = `{protocol, default https}://{endpoint}`; anon key = `defaultApiKey`. */
export function projectValue(variable: ApiVariable, api: AutoApiService): string {
  if (variable === 'anonKey') return api.defaultApiKey;
  return `${api.protocol || DEFAULT_PROTOCOL}://${api.endpoint}`;
}
