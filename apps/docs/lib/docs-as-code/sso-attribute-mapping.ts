import { z } from 'zod';

/*
 * The attribute-mapping file of `supabase sso add|update --attribute-mapping-file`, as the SSO guide documents
 * it: under `keys`, one entry per user field, naming the SAML attribute(s) to read or a default. Auth ignores
 * fields it does not know, so a typo such as `"nmae"` would map nothing without a word: the objects are strict.
 * (Auth's JSON decoding takes `"Name"` for `name`; the page writes the fields in the documented lower case,
 * and this schema holds it to that.)
 */
const attribute = z
  .strictObject({
    name: z.string().min(1).optional(),
    names: z.array(z.string().min(1)).min(1).optional(),
    default: z.union([z.string(), z.number(), z.boolean()]).optional(),
    array: z.boolean().optional(),
  })
  .refine((entry) => entry.name !== undefined || entry.names !== undefined || entry.default !== undefined, {
    message: 'a key needs `name`, `names` or `default`, or it maps nothing',
  });

export const attributeMappingSchema = z.strictObject({
  keys: z.record(z.string().min(1), attribute),
});

export type AttributeMapping = z.infer<typeof attributeMappingSchema>;
