import { describe, expect, it } from 'vitest';
import { partId } from './outline';
import { entryIdFromHash } from './scroll-spy';

describe('partId', () => {
  it('joins the entry and its part with a double hyphen, which the scroll-spy reads back', () => {
    expect(partId('supabase-db-push', 'flags')).toBe('supabase-db-push--flags');
    expect(entryIdFromHash(`#${partId('create-client', 'examples')}`, new Set(['create-client']))).toBe(
      'create-client',
    );
  });
});
