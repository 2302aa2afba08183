import { z } from 'zod';

/*
 * Where a platform fact comes from and when it was known to hold. Every fact in data/ that describes the
 * platform (limits, plan features, ports, backups, key kinds) names one, so a reader of the data can check it
 * again, and a page can say "as of <date>" for facts that change over time.
 */

/** A document an https URL cannot name (a spec section, a release's source file): a sentence-case title. */
const documentName = z.string().regex(/^[A-Z][^\n]{9,}$/, 'a document name such as "Product spec §9"');

export const factSourceSchema = z.strictObject({
  /** An https URL, or the name of a document (with the version or tag that was read). */
  source: z.union([z.url({ protocol: /^https$/ }), documentName]),
  /** The date the fact was checked to hold (ISO, e.g. 2024-04-25). */
  asOf: z.iso.date(),
});

export type FactSource = z.infer<typeof factSourceSchema>;

/** Validates a source when its module loads, so a bad entry fails the build. */
export function factSource(source: FactSource): FactSource {
  return factSourceSchema.parse(source);
}

/** "14 July 2023" from "2023-07-14" (read as a calendar date, so no time zone can shift it). */
export function formatFactDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** The text a page shows under a fact that changes over time: "Figures as of 25 April 2024." */
export function asOfText(source: FactSource): string {
  return `Figures as of ${formatFactDate(source.asOf)}.`;
}

/** The state of the platform these docs describe: CLI v1.163.6, released 25 April 2024. */
export const PLATFORM_ERA = '2024-04-25';
export const CLI_SOURCE = 'Supabase CLI v1.163.6 source (github.com/supabase/cli, tag v1.163.6)';
