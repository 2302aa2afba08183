import { projectValue } from '@/lib/project-session/project-value';
import type { AutoApiService } from '@/lib/project-session/types';
import type { CodeValueName } from './tokens';

/** Where code samples take their values from. */
export type CodeValuesMode = 'project' | 'local' | 'placeholders';

export const CODE_VALUES_MODES: readonly CodeValuesMode[] = ['project', 'local', 'placeholders'];

/** The values one mode fills; a name it has no value for keeps its placeholder. */
export type CodeValues = Partial<Record<CodeValueName, string>>;

/** What the local stack's addresses and key are (the server reads them from data/shared-data.ts). */
export type LocalStack = { apiUrl: string; restUrl: string; dbUrl: string; anonKey: string };

const REST_PATH = '/rest/v1';

/**
 * Local development: the addresses and anon key `supabase start` prints. There is no project ref or region
 * on a laptop, so those keep their placeholders.
 */
export function localCodeValues(local: LocalStack): CodeValues {
  return {
    projectUrl: local.apiUrl,
    anonKey: local.anonKey,
    restUrl: local.restUrl,
    databaseUrl: local.dbUrl,
  };
}

/**
 * A signed-in reader's project (or branch: `ref` is the branch's own project ref): its URL, anon key, ref and
 * REST URL, and its region when the platform said it. Never a database URL (it would need the password) and
 * never the service-role key.
 */
export function projectCodeValues(api: AutoApiService, ref: string, region?: string): CodeValues {
  const projectUrl = projectValue('url', api).replace(/\/+$/, '');
  const values: CodeValues = {
    projectUrl,
    anonKey: projectValue('anonKey', api),
    projectRef: ref,
    restUrl: `${projectUrl}${REST_PATH}`,
  };
  if (region) values.region = region;
  return withoutSecrets(values);
}

/** The role claim of a JWT, if the value is one. */
function jwtRole(value: string): string | undefined {
  const payload = value.split('.')[1];
  if (!payload || value.split('.').length !== 3) return undefined;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return json && typeof json === 'object' && 'role' in json && typeof json.role === 'string'
      ? json.role
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Drops any value that is a key with more than the anon role (a service-role key answered by mistake): the
 * page never shows a secret, whatever the platform sends.
 */
export function withoutSecrets(values: CodeValues): CodeValues {
  const kept: CodeValues = {};
  for (const [name, value] of Object.entries(values) as [CodeValueName, string][]) {
    const role = jwtRole(value);
    if (role !== undefined && role !== 'anon') continue;
    kept[name] = value;
  }
  return kept;
}

/** The source mark's tooltip: "from Storefront API · main", "from Local development". */
export function valuesSourceLabel(source: { project: string; branch?: string } | 'local'): string {
  if (source === 'local') return 'from Local development';
  return source.branch ? `from ${source.project} · ${source.branch}` : `from ${source.project}`;
}
