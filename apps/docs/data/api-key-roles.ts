/*
 * The Postgres roles the two API keys of this platform era name (anon and service_role). Kept apart from
 * data/api-keys.ts, which validates with zod, so the in-browser JWT generator can read the roles without it.
 */
export const API_KEY_ROLES = ['anon', 'service_role'] as const;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];
