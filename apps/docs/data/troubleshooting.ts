import { z } from 'zod';

/*
 * The troubleshooting guides (content/guides/troubleshooting/<slug>.mdx): the symptom each one covers, the
 * messages a reader sees (which the page must quote word for word, so search finds it from a pasted message) and
 * the Errors reference entries it concerns. The Errors reference renders "See also" from this list, so a guide and
 * its error entries link each other; components/errors/troubleshooting-links.test.tsx checks both directions.
 */

export const TROUBLESHOOTING_AREAS = ['Database and REST API', 'Auth', 'Edge Functions', 'Realtime'] as const;

const guideSchema = z.strictObject({
  /** The page's file name without `.mdx`, and its address under /guides/troubleshooting/. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** The page's title, as its frontmatter says it. */
  title: z.string().min(5),
  area: z.enum(TROUBLESHOOTING_AREAS),
  /** What the reader sees, written exactly as the service or client prints it. */
  messages: z.array(z.string().min(2)).min(1),
  /** Codes of the Errors reference this symptom concerns; each entry links back to the guide. */
  errors: z.array(z.string()),
});

export type TroubleshootingGuide = z.infer<typeof guideSchema>;

export const troubleshootingGuides: readonly TroubleshootingGuide[] = z.array(guideSchema).parse([
  {
    slug: 'empty-results',
    title: 'A query returns an empty array although the rows exist',
    area: 'Database and REST API',
    messages: ['[]', 'JSON object requested, multiple (or no) rows returned'],
    errors: ['PGRST116'],
  },
  {
    slug: 'permission-denied',
    title: 'permission denied for table',
    area: 'Database and REST API',
    messages: ['permission denied for table', '42501'],
    errors: ['42501'],
  },
  {
    slug: 'infinite-recursion-in-policy',
    title: 'infinite recursion detected in policy',
    area: 'Database and REST API',
    messages: ['infinite recursion detected in policy for relation', '42P17'],
    errors: ['42P17'],
  },
  {
    slug: 'insert-fails-from-client',
    title: 'An insert works in SQL but fails from the client',
    area: 'Database and REST API',
    messages: ['new row violates row-level security policy for table', 'null value in column'],
    errors: ['42501', '23502'],
  },
  {
    slug: 'upsert-creates-duplicates',
    title: 'An upsert creates duplicate rows',
    area: 'Database and REST API',
    messages: ['there is no unique or exclusion constraint matching the ON CONFLICT specification'],
    errors: ['42P10', '23505'],
  },
  {
    slug: 'embedding-relationship-errors',
    title: 'Could not embed: no relationship, or more than one',
    area: 'Database and REST API',
    messages: [
      'Could not find a relationship between',
      'in the schema cache',
      'Could not embed because more than one relationship was found for',
    ],
    errors: ['PGRST200', 'PGRST201'],
  },
  {
    slug: 'slow-queries',
    title: 'A query is slow or times out',
    area: 'Database and REST API',
    messages: ['canceling statement due to statement timeout', 'Seq Scan'],
    errors: ['57014'],
  },
  {
    slug: 'too-many-connections',
    title: 'too many connections',
    area: 'Database and REST API',
    messages: [
      'sorry, too many clients already',
      'remaining connection slots are reserved',
      'Max client connections reached',
    ],
    errors: ['53300'],
  },
  {
    slug: 'jwt-expired',
    title: 'JWT expired, or a 401 after an hour',
    area: 'Auth',
    messages: ['JWT expired', 'PGRST301'],
    errors: ['PGRST301', 'bad_jwt'],
  },
  {
    slug: 'email-not-arriving',
    title: 'The sign-in email never arrives',
    area: 'Auth',
    messages: ['email rate limit exceeded', 'For security purposes, you can only request this after'],
    errors: ['over_email_send_rate_limit', 'email_address_not_authorized'],
  },
  {
    slug: 'pkce-code-verifier-not-found',
    title: 'PKCE code verifier not found in storage',
    area: 'Auth',
    messages: ['PKCE code verifier not found in storage', 'pkce_code_verifier_not_found'],
    errors: ['flow_state_not_found', 'bad_code_verifier'],
  },
  {
    slug: 'edge-function-cors',
    title: 'CORS error when calling an Edge Function',
    area: 'Edge Functions',
    messages: [
      "has been blocked by CORS policy: Response to preflight request doesn't pass access control check",
      "No 'Access-Control-Allow-Origin' header is present on the requested resource",
    ],
    errors: ['WORKER_ERROR', 'IDLE_TIMEOUT', 'WORKER_RESOURCE_LIMIT'],
  },
  {
    slug: 'realtime-no-changes',
    title: 'Realtime sends no database changes',
    area: 'Realtime',
    messages: ['SUBSCRIBED', 'supabase_realtime', 'Unable to subscribe to changes with given parameters'],
    errors: ['CHANNEL_ERROR'],
  },
]);

/** The guide's address. */
export const troubleshootingHref = (guide: TroubleshootingGuide) => `/guides/troubleshooting/${guide.slug}/`;

/** The guides that concern an error code, in list order (the Errors reference's "See also"). */
export function guidesForError(code: string): TroubleshootingGuide[] {
  return troubleshootingGuides.filter((guide) => guide.errors.includes(code));
}
