import { z } from 'zod';

/**
 * Shape of the CLI reference data: Spec → Command → Flag / Example.
 * Field names follow the facts file (`default_value`, `accepted_values`, `global_flags`) so the two can be
 * compared key by key.
 */

const kebabId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case id');
const prose = z.string().trim().min(1, 'must not be empty');
/**
 * Terminal text kept byte for byte: `trim()` would also strip the leading spaces that align the first row of
 * a table printed by the CLI with the rows below it.
 */
const verbatim = z.string().refine((text) => text.trim().length > 0, 'must not be empty');

const CLI_TAG_IDS = ['quick-start', 'local-dev', 'management-api', 'other-commands'] as const;
const cliTagIdSchema = z.enum(CLI_TAG_IDS);

const cliTagSchema = z.strictObject({
  id: cliTagIdSchema,
  title: prose,
  description: prose,
});

/** One value a flag accepts (`--level <[ warning | error ]>`) or suggests (`--exclude`). */
const cliFlagValueSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  type: z.literal('string'),
});

/** `-p, --password <string>`, `--dry-run`, `-o, --output <[ env | json ]>` */
const FLAG_NAME = /^(-[a-zA-Z], )?--[a-z0-9][a-z0-9-]*( <[^>]+>)?$/;

const cliFlagSchema = z.strictObject({
  id: kebabId,
  name: z.string().regex(FLAG_NAME, 'must look like "-s, --long <type>"'),
  description: prose,
  default_value: z.string(),
  required: z.boolean().optional(),
  accepted_values: z.array(cliFlagValueSchema).min(1).optional(),
  suggested_values: z.array(cliFlagValueSchema).min(1).optional(),
});

const cliExampleSchema = z.strictObject({
  id: kebabId,
  name: prose,
  code: verbatim,
  response: verbatim,
});

/** Internal links may only point at a command anchor on the reference page; everything else is https. */
export const CLI_REFERENCE_PATH = '/reference/cli';
const INTERNAL_LINK = /^\/reference\/cli#([a-z0-9-]+)$/;

const cliLinkSchema = z.strictObject({
  name: prose,
  link: z
    .string()
    .refine(
      (link) => INTERNAL_LINK.test(link) || /^https:\/\/[^\s]+$/.test(link),
      'must be "/reference/cli#{command id}" or an https URL',
    ),
});

const cliCommandSchema = z.strictObject({
  id: z.string().regex(/^supabase(-[a-z0-9]+)*$/, 'must be "supabase-…" in kebab-case'),
  title: z.string().regex(/^supabase( [a-z0-9-]+)*$/, 'must be the command line, e.g. "supabase db push"'),
  summary: prose,
  description: prose,
  tags: z.array(cliTagIdSchema).max(1),
  links: z.array(cliLinkSchema),
  /** `null` for commands that only group subcommands. */
  usage: z.string().min(1).nullable(),
  subcommands: z.array(z.string()),
  examples: z.array(cliExampleSchema),
  flags: z.array(cliFlagSchema),
});

const cliSpecShape = z.strictObject({
  id: kebabId,
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'must be a semver version'),
  title: prose,
  tags: z.array(cliTagSchema).min(1),
  global_flags: z.array(cliFlagSchema),
  commands: z.array(cliCommandSchema).min(1),
});

type Ctx = z.core.$RefinementCtx<z.output<typeof cliSpecShape>>;

function reportDuplicates(
  ctx: Ctx,
  items: readonly { id: string }[],
  basePath: (string | number)[],
  what: string,
): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      ctx.addIssue({
        code: 'custom',
        path: [...basePath, index, 'id'],
        message: `duplicate ${what} id "${item.id}"`,
      });
    }
    seen.add(item.id);
  });
}

/** Cross-entry rules a field-level schema cannot express: unique ids and references that resolve. */
export const cliSpecSchema = cliSpecShape.superRefine((spec, ctx) => {
  const commandIds = new Set(spec.commands.map((command) => command.id));
  const tagIds = new Set<string>(spec.tags.map((tag) => tag.id));
  const referencedAsSubcommand = new Set(spec.commands.flatMap((command) => command.subcommands));

  reportDuplicates(ctx, spec.tags, ['tags'], 'tag');
  reportDuplicates(ctx, spec.global_flags, ['global_flags'], 'global flag');
  reportDuplicates(ctx, spec.commands, ['commands'], 'command');

  spec.commands.forEach((command, index) => {
    const at = ['commands', index];
    reportDuplicates(ctx, command.flags, [...at, 'flags'], 'flag');
    reportDuplicates(ctx, command.examples, [...at, 'examples'], 'example');

    if (command.id !== command.title.replaceAll(' ', '-')) {
      ctx.addIssue({
        code: 'custom',
        path: [...at, 'id'],
        message: `id does not match title "${command.title}"`,
      });
    }
    command.subcommands.forEach((sub, subIndex) => {
      if (!commandIds.has(sub)) {
        ctx.addIssue({
          code: 'custom',
          path: [...at, 'subcommands', subIndex],
          message: `unknown subcommand "${sub}"`,
        });
      }
    });
    command.tags.forEach((tag, tagIndex) => {
      if (!tagIds.has(tag)) {
        ctx.addIssue({ code: 'custom', path: [...at, 'tags', tagIndex], message: `unknown tag "${tag}"` });
      }
    });
    command.links.forEach((link, linkIndex) => {
      const target = INTERNAL_LINK.exec(link.link)?.[1];
      if (target !== undefined && !commandIds.has(target)) {
        ctx.addIssue({
          code: 'custom',
          path: [...at, 'links', linkIndex, 'link'],
          message: `link target "#${target}" is not a command on ${CLI_REFERENCE_PATH}`,
        });
      }
    });
    if (command.usage === null && command.subcommands.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: [...at, 'usage'],
        message: 'a command without usage must group subcommands',
      });
    }
    if (command.tags.length === 0 && !referencedAsSubcommand.has(command.id)) {
      ctx.addIssue({
        code: 'custom',
        path: [...at, 'tags'],
        message: 'an untagged command must be the subcommand of another command',
      });
    }
  });
});

export type CliSpec = z.output<typeof cliSpecSchema>;
export type CliTagId = z.output<typeof cliTagIdSchema>;
export type CliCommand = z.output<typeof cliCommandSchema>;
export type CliFlag = z.output<typeof cliFlagSchema>;
export type CliExample = z.output<typeof cliExampleSchema>;
