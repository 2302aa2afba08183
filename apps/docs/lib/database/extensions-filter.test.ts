import { describe, expect, it } from 'vitest';
import { extensions } from '@/data/extensions';
import { filterExtensions } from './extensions-filter';

const names = (list: { name: string }[]) => list.map((extension) => extension.name);

describe('filterExtensions', () => {
  it('returns the whole list for an empty query', () => {
    expect(filterExtensions(extensions, '  ')).toHaveLength(extensions.length);
  });

  it('matches names regardless of case, dashes and underscores', () => {
    expect(names(filterExtensions(extensions, 'PG TRGM'))).toEqual(['pg_trgm']);
    expect(names(filterExtensions(extensions, 'uuid_ossp'))).toEqual(['uuid-ossp']);
  });

  it('matches words in descriptions and puts name matches first', () => {
    const found = names(filterExtensions(extensions, 'vector'));
    expect(found[0]).toBe('vector');
    expect(found.length).toBeGreaterThan(0);
    expect(names(filterExtensions(extensions, 'cron syntax'))).toEqual(['pg_cron']);
  });

  it('filters by category, alone or with a query', () => {
    const geo = filterExtensions(extensions, '', 'Geospatial');
    expect(geo.every((extension) => extension.category === 'Geospatial')).toBe(true);
    expect(names(geo)).toContain('postgis');
    expect(names(filterExtensions(extensions, 'postgis', 'Security'))).toEqual([]);
  });

  it('finds nothing for a word no extension mentions', () => {
    expect(filterExtensions(extensions, 'kubernetes')).toEqual([]);
  });
});
