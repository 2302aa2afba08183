// What Storage (supabase/storage) answers for each error code, read from its source. The `ERRORS` constructors
// of its internal errors module (`codes.ts`) build a StorageBackendError with a `code` (an `ErrorCode` member),
// often a legacy `error` text, and an `httpStatusCode`; the body carries that number as `statusCode`. The HTTP
// status is the error's `userStatusCode`: the one given to `withStatusCode(n)`, else 500 for a 500 and 400 for
// anything else (StorageBackendError's constructor, answered by the REST API's error handler). Other files that
// build such an error with its own status, or give an `ERRORS.x(…)` one `.withStatusCode(n)`, are sites too.
import { callArguments, lineOf } from './go-source.mjs';

const CODES = 'src/internal/errors/codes.ts';

/**
 * @typedef {{ code: string, error: string | null, bodyStatus: number, status: number, via: string, file: string, line: number, message: string | null }} StorageErrorSite
 */

/**
 * The fields of a StorageBackendError options object that the statuses need.
 * @param {string} options the object literal's text
 * @param {Map<string, string>} members ErrorCode member → code
 */
function optionsOf(options, members) {
  const field = (/** @type {string} */ name) =>
    new RegExp(`\\b${name}:\\s*([^,\\n]+)`).exec(options)?.[1]?.trim();
  const member = /^ErrorCode\.(\w+)$/.exec(field('code') ?? '')?.[1];
  const body = field('httpStatusCode');
  const message = /^[`'"]([^`'"]*)[`'"]$/.exec(field('message') ?? '')?.[1] ?? null;
  return {
    code: member ? (members.get(member) ?? null) : null,
    error: /^'([^']+)'$/.exec(field('error') ?? '')?.[1] ?? null,
    bodyStatus: /^\d{3}$/.test(body ?? '') ? Number(body) : null,
    message,
  };
}

/**
 * @param {Map<string, string>} files path → text (tests left out by the caller)
 * @returns {{ sites: StorageErrorSite[], unresolved: { file: string, line: number, name: string }[] }}
 */
export function storageErrorSites(files) {
  const codes = files.get(CODES);
  if (!codes) throw new Error(`expected ${CODES} in the source`);
  const enumBody = /export enum ErrorCode \{([\s\S]*?)\n\}/.exec(codes)?.[1] ?? '';
  const members = new Map(
    [...enumBody.matchAll(/^\s*(\w+)\s*=\s*'([^']+)'/gm)].map((match) => [match[1] ?? '', match[2] ?? '']),
  );
  if (members.size === 0) throw new Error('no `export enum ErrorCode` in codes.ts');
  const errorsStart = codes.indexOf('export const ERRORS = {');
  if (errorsStart === -1) throw new Error('no `export const ERRORS` in codes.ts');

  /** @type {StorageErrorSite[]} */
  const sites = [];
  const unresolved = [];
  /** @type {Map<string, { code: string, error: string | null, bodyStatus: number, message: string | null }>} */
  const constructors = new Map();
  const builderPattern =
    /^ {2}(\w+): \([^)]*\)(?::[^=]*)? =>\s*(new StorageBackendError|StorageBackendError\.withStatusCode)\(/gm;
  for (const match of codes.matchAll(builderPattern)) {
    const offset = match.index ?? 0;
    if (offset < errorsStart) continue;
    const { args } = callArguments(codes, offset + match[0].length - 1);
    const fixed = match[2]?.includes('withStatusCode') ? Number(args[0]) : null;
    const options = optionsOf(args[fixed === null ? 0 : 1] ?? '', members);
    const name = match[1] ?? '';
    if (!options.code || options.bodyStatus === null) {
      unresolved.push({ file: CODES, line: lineOf(codes, offset), name });
      continue;
    }
    const { code, error, bodyStatus, message } = options;
    constructors.set(name, { code, error, bodyStatus, message });
    const status = fixed ?? (bodyStatus === 500 ? 500 : 400);
    sites.push({
      code,
      error,
      bodyStatus,
      status,
      via: `ERRORS.${name}`,
      file: CODES,
      line: lineOf(codes, offset),
      message,
    });
  }

  for (const [file, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    // `ERRORS.x(…).withStatusCode(n)`: that constructor's error, answered with n.
    for (const match of text.matchAll(/\bERRORS\.(\w+)\(/g)) {
      const offset = match.index ?? 0;
      const { end } = callArguments(text, offset + match[0].length - 1);
      const status = /^\s*\.withStatusCode\((\d{3})\)/.exec(text.slice(end))?.[1];
      const made = constructors.get(match[1] ?? '');
      if (!status || !made) continue;
      sites.push({
        ...made,
        status: Number(status),
        via: `ERRORS.${match[1]}(…).withStatusCode(${status})`,
        file,
        line: lineOf(text, offset),
      });
    }
    if (file === CODES) continue;
    // `StorageBackendError.withStatusCode(n, { … })` built outside codes.ts.
    for (const match of text.matchAll(/\bStorageBackendError\.withStatusCode\(/g)) {
      const offset = match.index ?? 0;
      const { args } = callArguments(text, offset + match[0].length - 1);
      const options = optionsOf(args[1] ?? '', members);
      if (!/^\d{3}$/.test(args[0] ?? '') || !options.code || options.bodyStatus === null) continue;
      const { code, error, bodyStatus, message } = options;
      sites.push({
        code,
        error,
        bodyStatus,
        status: Number(args[0]),
        via: 'StorageBackendError.withStatusCode',
        file,
        line: lineOf(text, offset),
        message,
      });
    }
  }
  return { sites, unresolved };
}
