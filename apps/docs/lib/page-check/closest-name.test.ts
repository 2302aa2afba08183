import { describe, expect, it } from 'vitest';
import { closestName } from './closest-name';

describe('closestName', () => {
  it('finds a misspelt name by a swap, a missing letter or another case', () => {
    expect(closestName('Admonitoin', ['Tabs', 'Admonition', 'TabPanel'])).toBe('Admonition');
    expect(closestName('--dryrun', ['--debug', '--dry-run', '--db-url'])).toBe('--dry-run');
    expect(closestName('tabpanel', ['Tabs', 'TabPanel'])).toBe('TabPanel');
  });

  it('suggests nothing when no name is near', () => {
    expect(closestName('Mermaid', ['Tabs', 'Admonition'])).toBeUndefined();
  });
});
