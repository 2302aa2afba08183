import { describe, expect, it } from 'vitest';
import { areaCurrent, SITE_AREAS } from './site-areas';

const [guides, reference] = SITE_AREAS;

describe('areaCurrent', () => {
  it('marks the landing page of an area as the current page', () => {
    expect(areaCurrent('/guides/', guides)).toBe('page');
    expect(areaCurrent('/reference/cli/', reference)).toBe('page');
  });

  it('marks the area of a page inside it, with or without the trailing slash', () => {
    expect(areaCurrent('/guides/auth/', guides)).toBe('true');
    expect(areaCurrent('/guides/auth', guides)).toBe('true');
    expect(areaCurrent('/reference/cli/crawlers/supabase-db-push/', reference)).toBe('true');
  });

  it('marks nothing outside the area', () => {
    expect(areaCurrent('/', guides)).toBeUndefined();
    expect(areaCurrent('/reference/cli/', guides)).toBeUndefined();
    expect(areaCurrent('/guides-archive/', guides)).toBeUndefined();
    expect(areaCurrent('/guides/', reference)).toBeUndefined();
  });
});
