import { describe, expect, it } from 'vitest';
import { extractJsApi } from '@/build/js-api.mjs';
import { jsEntryIds, jsReferenceGroups } from './index';

/*
 * The reference documents exactly the public methods of the installed supabase-js: read fresh from the
 * declarations here (not from js-api.json), so a version that adds a method fails until it has an entry, and a
 * removed method fails until its entry goes.
 */

const installed = extractJsApi();
const installedIds = installed.methods.map((method) => method.id);
const documented = jsEntryIds();

describe('the supabase-js reference covers the installed version', () => {
  it('has an entry for every public method', () => {
    const missing = installedIds.filter((id) => !documented.includes(id));
    expect(
      missing,
      `methods of supabase-js ${installed.version} with no entry in data/js-reference/`,
    ).toEqual([]);
  });

  it('has no entry for a method that does not exist', () => {
    const unknown = documented.filter((id) => !installedIds.includes(id));
    expect(unknown, 'entries that name no installed method').toEqual([]);
  });

  it('documents each method once, with at least one example', () => {
    expect(new Set(documented).size).toBe(documented.length);
    for (const group of jsReferenceGroups)
      for (const entry of group.entries) expect(entry.examples.length, entry.id).toBeGreaterThan(0);
  });

  it('marks every admin method server-only', () => {
    const admin = jsReferenceGroups
      .flatMap((group) => group.entries)
      .filter((entry) => entry.id.startsWith('auth-admin'));
    expect(admin.length).toBeGreaterThan(0);
    expect(admin.filter((entry) => !entry.serverOnly).map((entry) => entry.id)).toEqual([]);
  });
});
