import type * as z from 'zod/mini';
import { array } from 'zod/mini';
import {
  type Branch,
  branchSchema,
  type Organization,
  organizationSchema,
  type Project,
  type ProjectApi,
  projectApiSchema,
  projectSchema,
} from './types';

/**
 * The four platform calls the widgets make. Each takes an AbortSignal (TanStack Query passes one,
 * so a superseded request is cancelled), sends the reader's access token as a bearer token, and throws on any
 * answer that is not 2xx or does not have the documented shape.
 */

export class PlatformApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'PlatformApiError';
    this.status = status;
  }
}

export type PlatformApiOptions = {
  /** The platform API's origin (and path prefix, if any), e.g. `https://api.supabase.com`. */
  baseUrl: string;
  /** The current access token; resolves to undefined when nobody is signed in. */
  getAccessToken: () => Promise<string | undefined>;
  fetch?: typeof globalThis.fetch;
};

export type PlatformApi = ReturnType<typeof createPlatformApi>;

function requireRef(projectRef: string | undefined): string {
  if (!projectRef) throw new Error('projectRef is required');
  return projectRef;
}

/** The `message` of a JSON error body, else the status text. */
async function errorMessage(response: Response): Promise<string> {
  const fallback = `${response.status} ${response.statusText}`.trim();
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return fallback;
}

export function createPlatformApi({ baseUrl, getAccessToken, fetch = globalThis.fetch }: PlatformApiOptions) {
  const root = baseUrl.replace(/\/+$/, '');

  async function get<T>(path: string, schema: z.ZodMiniType<T>, signal: AbortSignal): Promise<T> {
    const token = await getAccessToken();
    if (!token) throw new PlatformApiError(401, 'Sign in to see your projects.');
    const response = await fetch(`${root}${path}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal,
    });
    if (!response.ok) throw new PlatformApiError(response.status, await errorMessage(response));
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new PlatformApiError(response.status, `Unexpected answer from GET ${path}`);
    return parsed.data;
  }

  const ref = (projectRef: string | undefined) => encodeURIComponent(requireRef(projectRef));

  return {
    organizations: (signal: AbortSignal): Promise<Organization[]> =>
      get('/platform/organizations', array(organizationSchema), signal),
    projects: (signal: AbortSignal): Promise<Project[]> =>
      get('/platform/projects', array(projectSchema), signal),
    branches: async (projectRef: string | undefined, signal: AbortSignal): Promise<Branch[]> =>
      get(`/v1/projects/${ref(projectRef)}/branches`, array(branchSchema), signal),
    projectApi: async (projectRef: string | undefined, signal: AbortSignal): Promise<ProjectApi> =>
      get(`/platform/props/project/${ref(projectRef)}/api`, projectApiSchema, signal),
  };
}
