import { describe, expect, it } from 'vitest';
import { resolveCliHref } from './links';

describe('resolveCliHref', () => {
  it('turns a command link into a same-page anchor on the reference page', () => {
    expect(resolveCliHref('/reference/cli#supabase-db-push', true)).toBe('#supabase-db-push');
  });

  it('points a command link at the reference page, with the trailing slash, from other pages', () => {
    expect(resolveCliHref('/reference/cli#supabase-db-push', false)).toBe('/reference/cli/#supabase-db-push');
  });

  it('leaves external links alone', () => {
    expect(resolveCliHref('https://pgtap.org/documentation.html', true)).toBe(
      'https://pgtap.org/documentation.html',
    );
  });
});
