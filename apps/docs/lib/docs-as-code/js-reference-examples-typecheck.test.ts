import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsReferenceGroups } from '@/data/js-reference';
import { exampleModule } from '@/lib/js-reference/example-modules';

/*
 * Every example of the supabase-js reference, type-checked with `tsc` against the installed declarations: the
 * examples are written out as modules (inside node_modules/.cache, so they resolve packages as the site does) and
 * checked in one strict run. A version whose types no longer accept an example fails here, naming it.
 */

const DIR = join(process.cwd(), 'node_modules', '.cache', 'js-reference-examples');
// The repository's `tsc` (TypeScript 7, native), as `npm run typecheck` runs it.
const TSC = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
const DATABASE_TYPES = join(process.cwd(), 'data', 'js-reference', 'example-database');

const modules = jsReferenceGroups.flatMap((group) =>
  group.entries.flatMap((entry) =>
    entry.examples.map((example, index) => exampleModule(entry, example, index, DATABASE_TYPES)),
  ),
);

describe('the supabase-js reference examples', () => {
  it('type-check against the installed declarations', () => {
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    for (const module of modules) writeFileSync(join(DIR, module.fileName), module.text);
    // A canary: a column the example tables lack must be an error, or the typed client is not in effect.
    const canary = exampleModule(
      { id: 'canary', summary: 'canary', examples: [] },
      { title: 'canary', code: "await supabase.from('cities').select('name').eq('no_such_column', 1);" },
      0,
      DATABASE_TYPES,
    );
    writeFileSync(join(DIR, canary.fileName), canary.text);
    writeFileSync(join(DIR, 'database.types.ts'), `export type { Database } from '${DATABASE_TYPES}';\n`);
    writeFileSync(
      join(DIR, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          types: ['node'],
          skipLibCheck: true,
          isolatedModules: true,
        },
        include: ['*.ts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [TSC, '-p', DIR, '--pretty', 'false'], {
      encoding: 'utf8',
    });
    // One line per error: `file.ts(line,col): error TS…: message`, named by method and example.
    const errors = `${tsc.stdout}${tsc.stderr}`
      .split('\n')
      .filter((line) => line.includes('error TS'))
      .map((line) => {
        const match = /([a-z0-9-]+-\d+\.ts)\((\d+),\d+\): (.*)$/.exec(line);
        const module = [...modules, canary].find((candidate) => candidate.fileName === match?.[1]);
        if (!module || !match) return line;
        return `${module.entryId} "${module.title}", line ${Number(match[2]) - module.offset}: ${match[3]}`;
      });
    expect(tsc.error).toBeUndefined();
    expect(errors.filter((error) => error.startsWith('canary ')).length, 'the canary must fail').toBe(1);
    expect(errors.filter((error) => !error.startsWith('canary '))).toEqual([]);
    expect(modules.length).toBeGreaterThan(150);
  }, 120_000);
});
