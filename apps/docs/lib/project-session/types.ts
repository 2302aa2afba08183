import * as z from 'zod/mini';

/*
 * The shapes of the four platform answers the widgets read. Answers are checked
 * with these schemas, so a changed or broken server shows the fallback message, not a crash deep
 * inside the selectors. Extra fields are allowed and dropped.
 */

export const organizationSchema = z.object({ id: z.number(), name: z.string() });

export const projectSchema = z.object({
  ref: z.string(),
  name: z.string(),
  organization_id: z.number(),
  is_branch_enabled: z.boolean(),
});

export const branchSchema = z.object({
  id: z.string(),
  name: z.string(),
  project_ref: z.string(),
  parent_project_ref: z.string(),
});

export const projectApiSchema = z.object({
  autoApiService: z.object({
    /** The protocol defaults to https when the platform leaves it out. */
    protocol: z.optional(z.nullable(z.string())),
    endpoint: z.string(),
    defaultApiKey: z.string(),
  }),
});

export type Organization = z.infer<typeof organizationSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Branch = z.infer<typeof branchSchema>;
export type ProjectApi = z.infer<typeof projectApiSchema>;
export type AutoApiService = ProjectApi['autoApiService'];
