// Reads a JSON object body for the auth routes; anything else is GoTrue's 400 `validation_failed`.
import type { Context } from 'hono';
import { HttpError } from './errors.ts';

export async function readJsonObject(c: Context, oauthError?: string): Promise<Record<string, unknown>> {
  const json: unknown = await c.req.json().catch(() => undefined);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new HttpError(400, 'The request body must be a JSON object', {
      code: 'validation_failed',
      oauthError,
    });
  }
  return json as Record<string, unknown>;
}
