import { describe, expect, it } from 'vitest';
import { areaCurrent, currentReference, REFERENCE_AREAS, SITE_AREAS } from './site-areas';

const [guides, reference] = SITE_AREAS;
const [cli, javascript] = REFERENCE_AREAS;

describe('areaCurrent', () => {
  it('marks the landing page of an area as the current page', () => {
    expect(areaCurrent('/guides/', guides)).toBe('page');
    expect(areaCurrent('/reference/', reference)).toBe('page');
    expect(areaCurrent('/reference/cli/', cli)).toBe('page');
  });

  it('marks the area of a page inside it, with or without the trailing slash', () => {
    expect(areaCurrent('/guides/auth/', guides)).toBe('true');
    expect(areaCurrent('/guides/auth', guides)).toBe('true');
    expect(areaCurrent('/reference/cli/', reference)).toBe('true');
    expect(areaCurrent('/reference/cli/crawlers/supabase-db-push/', reference)).toBe('true');
    expect(areaCurrent('/reference/javascript/crawlers/select/', javascript)).toBe('true');
  });

  it('marks nothing outside the area', () => {
    expect(areaCurrent('/', guides)).toBeUndefined();
    expect(areaCurrent('/reference/cli/', guides)).toBeUndefined();
    expect(areaCurrent('/guides-archive/', guides)).toBeUndefined();
    expect(areaCurrent('/guides/', reference)).toBeUndefined();
    expect(areaCurrent('/reference/javascript/', cli)).toBeUndefined();
  });
});

describe('currentReference', () => {
  it('names the reference of its page and its per-entry pages', () => {
    expect(currentReference('/reference/cli/')).toBe(cli);
    expect(currentReference('/reference/cli/crawlers/supabase-db-push')).toBe(cli);
    expect(currentReference('/reference/javascript/')).toBe(javascript);
  });

  it('names none on the reference index or elsewhere', () => {
    expect(currentReference('/reference/')).toBeUndefined();
    expect(currentReference('/guides/troubleshooting/errors/')).toBeUndefined();
  });
});
