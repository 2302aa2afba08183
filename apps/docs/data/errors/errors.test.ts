import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statusSummary } from '@/scripts/error-statuses/summary.mjs';
import { AUTH_CODES_WITHOUT_SOURCE, authMeanings } from './auth';
import { parseErrorCodeType } from './auth-error-codes';
import { errorSections } from './index';
import { explainedSqlStates } from './postgres-explained';
import {
  authStatusData,
  postgrestStatusData,
  restSqlStateStatus,
  storageStatusData,
} from './source-statuses';
import { installedPackageFile, parseSqlStates, sqlStates } from './sqlstate-list';

const section = (id: string) => {
  const found = errorSections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};

describe('the Errors reference data', () => {
  it('gives every code one anchor on the page', () => {
    const codes = errorSections.flatMap((s) => s.entries.map((entry) => entry.code.toLowerCase()));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('lists exactly the PGRST codes of PostgREST v12 (Error.hs at v12.2.9)', () => {
    const v12 = [
      ...['000', '001', '002', '003'],
      ...['100', '101', '102', '103', '105', '106', '107', '108', '109', '110', '111', '112'],
      ...['114', '115', '116', '117', '118', '119', '120', '121', '122', '123', '124'],
      ...['200', '201', '202', '203', '204', '300', '301', '302', 'X00'],
    ].map((n) => `PGRST${n}`);
    expect(section('postgrest').entries.map((entry) => entry.code)).toEqual(v12);
  });

  it('lists every SQLSTATE of PostgreSQL once, explained ones first', () => {
    const { states } = sqlStates();
    const entries = section('postgres').entries;
    expect(entries.map((entry) => entry.code).sort()).toEqual(states.map((state) => state.code).sort());
    expect(entries.length).toBeGreaterThan(250);
    expect(entries.slice(0, explainedSqlStates.length).map((entry) => entry.code)).toEqual(
      explainedSqlStates.map((entry) => entry.code),
    );
    for (const code of [
      '23505',
      '23503',
      '23502',
      '23514',
      '42501',
      '42P01',
      '42703',
      '42883',
      '22P02',
      '22001',
    ]) {
      expect(
        explainedSqlStates.some((entry) => entry.code === code),
        code,
      ).toBe(true);
    }
    for (const code of ['40001', '40P01', '57014', '53300', '28P01', 'P0001']) {
      expect(
        explainedSqlStates.some((entry) => entry.code === code),
        code,
      ).toBe(true);
    }
    expect(explainedSqlStates.length).toBeGreaterThanOrEqual(40);
    expect(explainedSqlStates.filter((entry) => entry.reproduce).length).toBeGreaterThanOrEqual(25);
  });

  it('keeps the first condition name of a code PostgreSQL lists twice', () => {
    const states = parseSqlStates(
      readFileSync(installedPackageFile('pg-error-enum', 'PostgresError.d.ts'), 'utf8'),
    );
    expect(states.find((state) => state.code === '2202E')?.condition).toBe('array_subscript_error');
    expect(states.find((state) => state.code === '42501')).toEqual({
      code: '42501',
      condition: 'insufficient_privilege',
      className: 'Class 42 - Syntax Error or Access Rule Violation',
      kind: 'error',
    });
  });

  it('explains exactly the error codes the installed auth-js declares', () => {
    const declared = parseErrorCodeType(
      readFileSync(installedPackageFile('@supabase/auth-js', 'lib/error-codes.d.ts'), 'utf8'),
    );
    expect(Object.keys(authMeanings).sort()).toEqual([...declared].sort());
    expect(section('auth').entries.map((entry) => entry.code)).toEqual(declared);
    for (const code of [
      'invalid_credentials',
      'email_not_confirmed',
      'over_email_send_rate_limit',
      'bad_code_verifier',
    ]) {
      expect(declared).toContain(code);
    }
  });

  it('reads a declared ErrorCode union and refuses anything else', () => {
    expect(parseErrorCodeType("export type ErrorCode = 'a_b' | 'c';")).toEqual(['a_b', 'c']);
    expect(() => parseErrorCodeType('export type ErrorCode = string;')).toThrow(/not a string literal/);
    expect(() => parseErrorCodeType('export {}')).toThrow(/No `export type ErrorCode/);
  });

  it('covers the Storage codes and the CLI messages of spec §8', () => {
    const storage = section('storage').entries.map((entry) => entry.code);
    for (const code of [
      'NoSuchBucket',
      'NoSuchKey',
      'InvalidJWT',
      'EntityTooLarge',
      'InvalidMimeType',
      'Duplicate',
    ]) {
      expect(storage).toContain(code);
    }
    const cliMessages = section('cli').entries.flatMap((entry) => entry.messages ?? []);
    expect(cliMessages).toEqual(expect.arrayContaining(['service not healthy', 'No schema changes found']));
  });

  it('shows for every Auth and PostgREST code a status taken from the extracted source data', () => {
    const auth = section('auth').entries;
    const unsourced = auth.filter((entry) => !authStatusData.codes[entry.code]).map((entry) => entry.code);
    // A code GoTrue raises nowhere has no status to show; the list of such codes is named, not silently grown.
    expect(unsourced).toEqual(AUTH_CODES_WITHOUT_SOURCE);
    for (const entry of auth) {
      const sites = authStatusData.codes[entry.code];
      if (!sites) {
        expect(entry.status, entry.code).toBeUndefined();
        continue;
      }
      const statuses = [...new Set(sites.map((site) => site.status))].sort();
      expect(entry.status, entry.code).toBeDefined();
      expect(statuses, entry.code).toContain(entry.status);
      const shown = entry.statusBy ? entry.statusBy.map((group) => group.status).sort() : [entry.status];
      expect(shown, entry.code).toEqual(statuses);
    }
    for (const entry of section('postgrest').entries) {
      expect(entry.status, entry.code).toBe(postgrestStatusData.codes[entry.code]?.status);
      expect(entry.status, entry.code).toBeDefined();
    }
    for (const entry of section('postgres').entries.filter((candidate) => candidate.fix !== undefined)) {
      const sourced = restSqlStateStatus(entry.code);
      expect(sourced, entry.code).toBeDefined();
      expect({ status: entry.status, statusBy: entry.statusBy }, entry.code).toEqual({
        status: sourced?.status,
        statusBy: sourced?.statusBy,
      });
    }
    for (const entry of section('storage').entries) {
      expect(entry.status, entry.code).toBeDefined();
      const sites = storageStatusData.codes[entry.code === 'storage-rls' ? 'AccessDenied' : entry.code] ?? [];
      const legacy = Object.values(storageStatusData.codes)
        .flat()
        .filter((site) => site.error === entry.code);
      expect(
        [...sites, ...legacy].map((site) => site.status),
        entry.code,
      ).toContain(entry.status);
    }
    expect(postgrestStatusData.unresolved).toEqual([]);
    expect(authStatusData.unresolved).toEqual([]);
  });

  it('has the statuses the source gives where the reference was wrong before', () => {
    const status = (id: string, code: string) =>
      section(id).entries.find((entry) => entry.code === code)?.status;
    expect(status('auth', 'mfa_verification_rejected')).toBe(403);
    expect(status('auth', 'flow_state_expired')).toBe(422);
    expect(status('auth', 'sms_send_failed')).toBe(422);
    expect(status('postgrest', 'PGRST107')).toBe(406);
    expect(status('postgres', '23505')).toBe(409);
    // Storage answers a missing bucket with HTTP 400 and puts 404 in the body's statusCode.
    const bucket = section('storage').entries.find((entry) => entry.code === 'NoSuchBucket');
    expect({ status: bucket?.status, bodyStatus: bucket?.bodyStatus }).toEqual({
      status: 400,
      bodyStatus: 404,
    });
    const denied = section('postgres').entries.find((entry) => entry.code === '42501');
    expect(denied?.statusBy?.map((group) => group.status)).toEqual([403, 401]);
    const aal = section('auth').entries.find((entry) => entry.code === 'insufficient_aal');
    expect(aal?.statusBy?.map((group) => group.status).sort()).toEqual([401, 403, 422]);
  });

  it('names the pinned commits the statuses were read at', () => {
    expect(authStatusData.source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(postgrestStatusData.source.tag).toBe('v12.2.9');
    expect(section('storage').origin.source).toContain(storageStatusData.source.commit.slice(0, 12));
    expect(section('auth').origin.source).toContain(authStatusData.source.commit.slice(0, 12));
    expect(section('postgrest').origin.source).toContain(postgrestStatusData.source.commit.slice(0, 12));
  });

  it('keeps platform-dev’s copy of the Auth statuses equal to the extracted data', () => {
    // platform-dev's status test reads its own copy (a workspace reads no files of another); the extraction
    // script writes both.
    const copy = JSON.parse(
      readFileSync(
        join(
          process.cwd(),
          '..',
          '..',
          'services',
          'platform-dev',
          'test',
          'support',
          'gotrue-error-statuses.json',
        ),
        'utf8',
      ),
    );
    expect(copy).toEqual(statusSummary(authStatusData));
  });
});
