import { describe, expect, it } from 'vitest';
import { configWarnings } from './config-warnings.mjs';

describe('configWarnings', () => {
  it('warns about each deployment address left unset', () => {
    const warnings = configWarnings({});
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^NEXT_PUBLIC_SITE_URL is not set: .*http:\/\/localhost:3000/);
    expect(warnings[1]).toMatch(/^NEXT_PUBLIC_DOCS_REPO_URL is not set: .*"Edit this page"/);
  });

  it('says nothing when both are set, and treats an empty value as unset', () => {
    expect(
      configWarnings({
        NEXT_PUBLIC_SITE_URL: 'https://docs.acme.test',
        NEXT_PUBLIC_DOCS_REPO_URL: 'https://github.com/acme/docs',
      }),
    ).toEqual([]);
    expect(configWarnings({ NEXT_PUBLIC_SITE_URL: '', NEXT_PUBLIC_DOCS_REPO_URL: 'x' })).toHaveLength(1);
  });
});
