import { describe, expect, it } from 'vitest';
import { readTabFromSearch, resolveTab, tabStorageKey, writeTabToSearch } from './tab-group-state';

const ids = ['dashboard', 'sql'] as const;

describe('tab group precedence', () => {
  it('keeps the tab from the URL over the stored one', () => {
    expect(resolveTab({ ids, defaultId: 'dashboard', fromUrl: 'sql', fromStorage: 'dashboard' })).toBe('sql');
  });

  it('uses the stored tab when the URL names none', () => {
    expect(resolveTab({ ids, defaultId: 'dashboard', fromUrl: null, fromStorage: 'sql' })).toBe('sql');
  });

  it('falls back to the default, then to the first tab', () => {
    expect(resolveTab({ ids, defaultId: 'sql' })).toBe('sql');
    expect(resolveTab({ ids })).toBe('dashboard');
  });

  it('ignores unknown values in the URL and in storage', () => {
    expect(resolveTab({ ids, defaultId: 'dashboard', fromUrl: 'cli', fromStorage: 'terraform' })).toBe(
      'dashboard',
    );
    expect(resolveTab({ ids, defaultId: 'sql', fromUrl: 'nope', fromStorage: 'dashboard' })).toBe(
      'dashboard',
    );
  });

  it('ignores a default that is not one of the tabs', () => {
    expect(resolveTab({ ids, defaultId: 'missing' })).toBe('dashboard');
  });
});

describe('tab group URL', () => {
  it('reads the group parameter only when it names a tab', () => {
    expect(readTabFromSearch('?database-method=sql', 'database-method', ids)).toBe('sql');
    expect(readTabFromSearch('?database-method=psql', 'database-method', ids)).toBeUndefined();
    expect(readTabFromSearch('', 'database-method', ids)).toBeUndefined();
  });

  it('sets the group value and lists the group in queryGroups', () => {
    expect(writeTabToSearch('', 'database-method', 'sql')).toBe(
      '?database-method=sql&queryGroups=database-method',
    );
  });

  it('repeats queryGroups per group without duplicating one', () => {
    const once = writeTabToSearch('?framework=nextjs&queryGroups=framework', 'database-method', 'sql');
    expect(new URLSearchParams(once).getAll('queryGroups')).toEqual(['framework', 'database-method']);
    const twice = writeTabToSearch(once, 'database-method', 'dashboard');
    expect(new URLSearchParams(twice).getAll('queryGroups')).toEqual(['framework', 'database-method']);
    expect(new URLSearchParams(twice).get('database-method')).toBe('dashboard');
    expect(new URLSearchParams(twice).get('framework')).toBe('nextjs');
  });

  it('namespaces storage keys per group', () => {
    expect(tabStorageKey('framework')).not.toBe(tabStorageKey('database-method'));
  });
});
