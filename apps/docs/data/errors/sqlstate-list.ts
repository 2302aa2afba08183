import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/*
 * The whole SQLSTATE list, read at build from the installed pg-error-enum, which is generated from PostgreSQL's
 * own src/backend/utils/errcodes.txt. Each enum member carries a doc comment
 * `Class 23 - Integrity Constraint Violation: [E] unique_violation`, so the code, its class and its condition
 * name come from PostgreSQL's list and are never typed here.
 */
export interface SqlState {
  code: string;
  /** The PL/pgSQL condition name, e.g. `unique_violation`. */
  condition: string;
  /** The class heading, e.g. `Class 23 - Integrity Constraint Violation`. */
  className: string;
  kind: 'error' | 'warning' | 'success';
}

const KINDS = { E: 'error', W: 'warning', S: 'success' } as const;
const MEMBER =
  /\/\*\*\s*(Class [0-9A-Z]{2} - [^:]+):\s*\[([EWS])\]\s*([a-z_0-9]*)\s*\*\/\s*\n\s*[A-Z_0-9]+\s*=\s*"([0-9A-Z]{5})"/g;

/** Parses the declaration file; a code listed twice (an alias) keeps the member that has a condition name. */
export function parseSqlStates(declarations: string): SqlState[] {
  const byCode = new Map<string, SqlState>();
  for (const [, className, kind, condition, code] of declarations.matchAll(MEMBER)) {
    if (!className || !kind || condition === undefined || !code) continue;
    const known = byCode.get(code);
    if (known?.condition) continue;
    if (!condition && known) continue;
    byCode.set(code, {
      code,
      condition,
      className: className.trim(),
      kind: KINDS[kind as keyof typeof KINDS],
    });
  }
  return [...byCode.values()].filter((state) => state.condition !== '');
}

// Resolved from the docs workspace, where next build, next dev and Vitest run.
const requireHere = createRequire(join(process.cwd(), 'package.json'));

/** A file of an installed package, relative to the folder of its main module. */
export function installedPackageFile(name: string, file: string): string {
  return join(dirname(requireHere.resolve(name)), file);
}

let cached: { states: SqlState[]; version: string } | undefined;

/** The SQLSTATEs of the installed pg-error-enum, with its version. */
export function sqlStates(): { states: SqlState[]; version: string } {
  if (!cached) {
    const declarations = readFileSync(installedPackageFile('pg-error-enum', 'PostgresError.d.ts'), 'utf8');
    const manifest = JSON.parse(
      readFileSync(installedPackageFile('pg-error-enum', '../package.json'), 'utf8'),
    ) as { version: string };
    const states = parseSqlStates(declarations);
    if (states.length < 200)
      throw new Error(`pg-error-enum lists only ${states.length} SQLSTATEs: its format changed`);
    cached = { states, version: manifest.version };
  }
  return cached;
}
