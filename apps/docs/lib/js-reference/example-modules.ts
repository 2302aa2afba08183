import type { JsEntry, JsExample } from '@/data/js-reference';

/*
 * The reference's examples as TypeScript modules, for the test that type-checks them against the installed
 * declarations (lib/docs-as-code/js-reference-examples-typecheck.test.ts). An example that is not standalone runs
 * inside a function that has the client and the values its code refers to.
 */

/** Values the examples use without creating them: ids and tokens the reader's app already has. */
const GIVEN_VALUES = `
declare const room: RealtimeChannel;
declare const factorId: string;
declare const challengeId: string;
declare const userId: string;
declare const idToken: string;
declare const accessToken: string;
declare const refreshToken: string;
declare const token: string;
declare const file: File;
declare const request: Request;`;

export interface ExampleModule {
  /** `select-1.ts` */
  fileName: string;
  entryId: string;
  title: string;
  text: string;
  /** Lines before the example's first line, to map a diagnostic back to the example. */
  offset: number;
}

/** The module for one example; `databaseTypes` is the import path of the example `Database` type. */
export function exampleModule(
  entry: JsEntry,
  example: JsExample,
  index: number,
  databaseTypes: string,
): ExampleModule {
  const fileName = `${entry.id}-${index + 1}.ts`;
  if (example.standalone) {
    // The reader's own file: its imports, top-level await; `./database.types` is the generated types' usual name.
    return {
      fileName,
      entryId: entry.id,
      title: example.title,
      text: `${example.code}\nexport {};\n`,
      offset: 0,
    };
  }
  const prelude = `import { createClient, type RealtimeChannel } from '@supabase/supabase-js';
import type { Database } from '${databaseTypes}';
${GIVEN_VALUES}
const supabase = createClient<Database>('https://your-project.supabase.co', 'your-publishable-key');

export async function example() {
`;
  return {
    fileName,
    entryId: entry.id,
    title: example.title,
    text: `${prelude}${example.code}\n}\n`,
    offset: prelude.split('\n').length - 1,
  };
}
