import { describe, expect, it } from 'vitest';
import { pickActive } from './use-scroll-spy';

describe('scroll-spy choice', () => {
  const ids = ['intro', 'setup', 'deploy'];

  it('marks the first visible anchor in document order', () => {
    expect(pickActive(ids, new Set(['deploy', 'setup']), null)).toBe('setup');
  });

  it('keeps the previous anchor while nothing is in view', () => {
    expect(pickActive(ids, new Set(), 'setup')).toBe('setup');
  });
});
