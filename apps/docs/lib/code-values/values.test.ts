import { describe, expect, it } from 'vitest';
import { SELECTION_STORAGE_KEY } from '@/lib/project-session/selection-store';
import { sharedDataText } from '@/lib/shared-data';
import { initialMode, isChoiceChange, readMode, saveMode } from './choice-store';
import { localCodeValues, projectCodeValues, valuesSourceLabel, withoutSecrets } from './values';

const local = {
  apiUrl: sharedDataText('local.apiUrl'),
  restUrl: sharedDataText('local.restUrl'),
  dbUrl: sharedDataText('local.dbUrl'),
  anonKey: sharedDataText('local.anonKey'),
};

/** An unsigned JWT with this payload: enough for the role check. */
const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('values for code samples', () => {
  it('gives Local development the local stack from shared data, database URL included, and no ref or region', () => {
    expect(localCodeValues(local)).toEqual({
      projectUrl: 'http://localhost:54321',
      restUrl: 'http://localhost:54321/rest/v1',
      databaseUrl: 'postgresql://postgres:postgres@localhost:54322/postgres',
      anonKey: local.anonKey,
    });
    // The CLI's local anon key carries the anon role, like a project's.
    expect(withoutSecrets({ anonKey: local.anonKey })).toEqual({ anonKey: local.anonKey });
  });

  it('gives a project its URL, anon key, ref and REST URL, never a database URL', () => {
    const anonKey = jwt({ role: 'anon', ref: 'abcdefgh' });
    const values = projectCodeValues(
      { protocol: null, endpoint: 'abcdefgh.supabase.co', defaultApiKey: anonKey },
      'abcdefgh',
    );
    expect(values).toEqual({
      projectUrl: 'https://abcdefgh.supabase.co',
      anonKey,
      projectRef: 'abcdefgh',
      restUrl: 'https://abcdefgh.supabase.co/rest/v1',
    });
    expect(
      projectCodeValues({ endpoint: 'x.supabase.co', defaultApiKey: anonKey }, 'x', 'eu-west-1').region,
    ).toBe('eu-west-1');
  });

  it('never fills a service-role key, even when the platform answers with one', () => {
    const serviceRole = jwt({ role: 'service_role' });
    expect(
      projectCodeValues({ endpoint: 'x.supabase.co', defaultApiKey: serviceRole }, 'x').anonKey,
    ).toBeUndefined();
  });

  it('names the source the way the tooltip shows it', () => {
    expect(valuesSourceLabel({ project: 'Storefront API', branch: 'main' })).toBe(
      'from Storefront API · main',
    );
    expect(valuesSourceLabel({ project: 'Analytics' })).toBe('from Analytics');
    expect(valuesSourceLabel('local')).toBe('from Local development');
  });
});

describe('the stored choice', () => {
  it('keeps only the mode, and ignores anything else stored under its key', () => {
    const storage = memoryStorage();
    expect(readMode(() => storage)).toBeUndefined();
    saveMode(() => storage, 'local');
    expect(readMode(() => storage)).toBe('local');
    storage.setItem('docs-code-values', '{"anonKey":"x"}');
    expect(readMode(() => storage)).toBeUndefined();
    const broken = () => {
      throw new Error('blocked');
    };
    expect(readMode(broken)).toBeUndefined();
    expect(() => saveMode(broken, 'local')).not.toThrow();
  });

  it('starts from the stored mode, shows a possibly signed-in reader their project, and anyone else placeholders', () => {
    expect(initialMode('local', false)).toBe('local');
    expect(initialMode('placeholders', true)).toBe('placeholders');
    expect(initialMode('project', false)).toBe('placeholders');
    expect(initialMode(undefined, true)).toBe('project');
    expect(initialMode(undefined, false)).toBe('placeholders');
  });

  it('follows other tabs when they change the mode or the project selection', () => {
    expect(isChoiceChange('docs-code-values')).toBe(true);
    expect(isChoiceChange(SELECTION_STORAGE_KEY)).toBe(true);
    expect(isChoiceChange(null)).toBe(true);
    expect(isChoiceChange('docs-theme')).toBe(false);
  });
});
