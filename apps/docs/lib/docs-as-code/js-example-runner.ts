import ts from 'typescript-api';
import { type JsExample, jsReferenceGroups } from '@/data/js-reference';
import type { JS_EXAMPLE_RUNS } from '@/data/js-reference/js-reference-schema';

/*
 * Runs an example of the supabase-js reference as the reader would paste it: its TypeScript is stripped of
 * types and called with a client named `supabase`; what it leaves in `data` and `error` is returned.
 */

export type ExampleRun = (supabase: unknown) => Promise<{ data: unknown; error: unknown }>;

export function compileExample(example: JsExample): ExampleRun {
  const js = ts.transpileModule(example.code, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  // `typeof` tells whether the example declared the name at all (some only keep `error`).
  const body = `return (async () => {\n${js}\nreturn { data: typeof data === 'undefined' ? undefined : data, error: typeof error === 'undefined' ? null : error };\n})();`;
  return new Function('supabase', body) as ExampleRun;
}

/** The examples to run on one stack, with their method ids, in page order. */
export function examplesToRun(run: (typeof JS_EXAMPLE_RUNS)[number]): { id: string; example: JsExample }[] {
  return jsReferenceGroups.flatMap((group) =>
    group.entries.flatMap((entry) =>
      entry.examples.filter((example) => example.run === run).map((example) => ({ id: entry.id, example })),
    ),
  );
}
