import { z } from 'zod';

/**
 * Shape of the supabase-js reference's prose (ours, never the libraries' JSDoc): groups of entries keyed by the
 * method ids of `js-api.json`, which holds the facts (signatures) read from the installed declarations.
 */

const kebabId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case id');
const prose = z.string().trim().min(1, 'must not be empty');

/**
 * Where an example runs in `npm test` (lib/docs-as-code/js-reference-database-examples.test.ts and
 * js-reference-auth-examples.test.ts).
 */
export const JS_EXAMPLE_RUNS = ['database', 'auth'] as const;

const jsExampleSchema = z.strictObject({
  title: prose,
  /**
   * The code a reader copies. It uses a typed client named `supabase` (data/js-reference/example-database.ts)
   * unless `standalone`, in which case it imports what it needs itself.
   */
  code: prose,
  standalone: z.boolean().optional(),
  /** The `data` the example returns, shown under it; a run must return exactly this. */
  data: z.unknown().optional(),
  run: z.enum(JS_EXAMPLE_RUNS).optional(),
});

const jsEntrySchema = z.strictObject({
  id: kebabId,
  /**
   * A few words after the call where two methods share a name (`select()` and `select() after a write`): the
   * menu, the section heading, "On this page", the crawler page's title and the Markdown twin all show them.
   */
  qualifier: prose.optional(),
  summary: prose,
  details: z.array(prose).optional(),
  /** Admin methods: they need the service-role key, so they run on a server only. */
  serverOnly: z.boolean().optional(),
  examples: z.array(jsExampleSchema).min(1, 'every method needs an example'),
});

const jsGroupSchema = z.strictObject({
  id: kebabId,
  title: prose,
  intro: prose,
  entries: z.array(jsEntrySchema).min(1),
});

export const jsReferenceGroupsSchema = z.array(jsGroupSchema).min(1);

export type JsExample = z.infer<typeof jsExampleSchema>;
export type JsEntry = z.infer<typeof jsEntrySchema>;
export type JsGroup = z.infer<typeof jsGroupSchema>;
/** Input types: what the data files write (the schema only checks). */
export type JsGroupInput = z.input<typeof jsGroupSchema>;
export type JsEntryInput = z.input<typeof jsEntrySchema>;
