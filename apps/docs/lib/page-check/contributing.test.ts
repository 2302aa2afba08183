import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentsSection, replaceGenerated, tabGroups, updateContributing } from './contributing';
import { fixtureSite } from './fixture-site';
import { docsSite } from './page-tree';

describe("CONTRIBUTING.md's generated sections", () => {
  it('are up to date with the component schemas and the tab groups of the guides', () => {
    const document = readFileSync(join(docsSite.repoRoot, 'CONTRIBUTING.md'), 'utf8');
    // On failure: npm run contributing -w apps/docs
    expect(document).toBe(updateContributing(document, docsSite));
  });

  it('list each component for guides with its props and accepted values', () => {
    const section = componentsSection();
    expect(section).toContain('- **`<Admonition>`**');
    expect(section).toContain('`"note"`, `"tip"`, `"caution"`, `"danger"`, `"deprecation"`');
    expect(section).toMatch(/`<ErrorList>`.*not for new guides|not for new guides.*`<ErrorList>`/s);
  });

  it('fail loudly when the markers are missing', () => {
    expect(() => replaceGenerated('no markers here', 'components', 'x')).toThrow(/markers/);
  });

  it('find no tab groups in a site without any', () => {
    expect(tabGroups(fixtureSite)).toEqual([]);
  });
});
