import { readFileSync } from 'node:fs';
import { installedPackageFile } from './sqlstate-list';

/*
 * Auth's `error_code`s as the installed @supabase/auth-js declares them: its error-codes.d.ts holds one
 * union type, `export type ErrorCode = 'a' | 'b' | …`. Read at build, so the reference lists exactly the codes of
 * the version the site's examples use. (The root typescript is 7.x, whose JavaScript compiler API is not the one
 * of 5.x; a union of string literals needs no compiler.)
 */
const ERROR_CODE_TYPE = /export\s+type\s+ErrorCode\s*=\s*([^;]+);/;

export function parseErrorCodeType(declarations: string): string[] {
  const union = ERROR_CODE_TYPE.exec(declarations)?.[1];
  if (!union) throw new Error('No `export type ErrorCode = …;` in the declarations');
  const members = union.split('|').map((member) => member.trim());
  const codes = members.map((member) => {
    const literal = /^'([a-z0-9_]+)'$/.exec(member)?.[1];
    if (!literal) throw new Error(`ErrorCode member ${member} is not a string literal`);
    return literal;
  });
  return codes;
}

let cached: { codes: string[]; version: string } | undefined;

export function authErrorCodes(): { codes: string[]; version: string } {
  if (!cached) {
    const codes = parseErrorCodeType(
      readFileSync(installedPackageFile('@supabase/auth-js', 'lib/error-codes.d.ts'), 'utf8'),
    );
    const { version } = JSON.parse(
      readFileSync(installedPackageFile('@supabase/auth-js', '../../package.json'), 'utf8'),
    ) as { version: string };
    cached = { codes, version };
  }
  return cached;
}
