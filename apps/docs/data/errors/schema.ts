import { z } from 'zod';
import { factSourceSchema } from '../fact-source';

/*
 * One entry of the Errors reference (content/guides/troubleshooting/errors.mdx). Text fields use the Auth pages'
 * inline markup (lib/auth/inline-markup.ts): `code`, **bold** and [links](/guides/…), so the page and its Markdown
 * twin print the same words and the link check sees every link.
 */
export const errorEntrySchema = z.strictObject({
  /** What the service prints: `PGRST116`, `23505`, `invalid_credentials`, `NoSuchBucket`. Also the anchor. */
  code: z.string().regex(/^[A-Za-z0-9_-]{2,60}$/),
  /** A few words: the condition name or the message the reader sees. */
  title: z.string().min(3),
  /**
   * The HTTP status the service answers with, where there is one; for a code answered with several, the one
   * it answers on most of the routes a reader calls (see source-statuses.ts).
   */
  status: z.number().int().min(100).max(599).optional(),
  /**
   * Every status of a code the service answers with several, each with where or when it applies (inline markup:
   * "on `PUT /user`", "with a signed-in user’s token").
   */
  statusBy: z
    .array(z.strictObject({ status: z.number().int().min(100).max(599), where: z.string().min(3) }))
    .min(2)
    .optional(),
  /**
   * Storage: the `statusCode` its JSON body carries (storage-js's `error.statusCode`, as text), where it is not
   * the HTTP status: Storage answers most client errors with HTTP 400 and names the code's own status here.
   */
  bodyStatus: z.number().int().min(100).max(599).optional(),
  meaning: z.string().min(10),
  causes: z.array(z.string().min(5)).optional(),
  fix: z.string().min(5).optional(),
  /**
   * Message texts the service prints with this error, matched case-insensitively by the paste parser when a
   * paste carries no code; `…` stands for a name in between: "relation … does not exist".
   */
  messages: z.array(z.string().min(8)).optional(),
  /**
   * SQL that raises this SQLSTATE on a fresh project database; run by
   * lib/docs-as-code/error-reproductions.test.ts.
   */
  reproduce: z.string().optional(),
});

export type ErrorEntry = z.infer<typeof errorEntrySchema>;
export type StatusBy = NonNullable<ErrorEntry['statusBy']>;

export const ERROR_SOURCE_IDS = [
  'postgrest',
  'postgres',
  'auth',
  'storage',
  'realtime',
  'functions',
  'cli',
] as const;
export type ErrorSourceId = (typeof ERROR_SOURCE_IDS)[number];

export const errorSectionSchema = z.strictObject({
  id: z.enum(ERROR_SOURCE_IDS),
  /** The section heading on the page. */
  title: z.string(),
  intro: z.string(),
  /** Where the list of codes comes from and when it was read. */
  origin: factSourceSchema,
  entries: z.array(errorEntrySchema).min(1),
});

export type ErrorSection = z.infer<typeof errorSectionSchema>;

/** Validates a section and that each code appears once in it; a bad entry fails the build. */
export function errorSection(section: ErrorSection): ErrorSection {
  const parsed = errorSectionSchema.parse(section);
  const seen = new Set<string>();
  for (const entry of parsed.entries) {
    if (seen.has(entry.code)) throw new Error(`${parsed.id}: the code ${entry.code} is listed twice`);
    seen.add(entry.code);
  }
  return parsed;
}
