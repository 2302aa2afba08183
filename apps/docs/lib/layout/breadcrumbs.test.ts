import { describe, expect, it } from 'vitest';
import { guideBreadcrumbs } from './breadcrumbs';

const root = { name: 'Guides', url: '/guides/' };

describe('guideBreadcrumbs', () => {
  it('starts at the section root and ends at the current page, which is not a link', () => {
    expect(
      guideBreadcrumbs(root, [{ name: 'Auth', url: '/guides/auth/' }], {
        name: 'Login with Google',
        url: '/guides/auth/social-login/auth-google/',
      }),
    ).toEqual([
      { name: 'Guides', url: '/guides/' },
      { name: 'Auth', url: '/guides/auth/' },
      { name: 'Login with Google' },
    ]);
  });

  it('keeps folders without a page of their own, unlinked', () => {
    const trail = guideBreadcrumbs(root, [{ name: 'Auth', url: '/guides/auth/' }, { name: 'Social login' }], {
      name: 'Google',
      url: '/guides/auth/social-login/auth-google/',
    });
    expect(trail.map((crumb) => crumb.name)).toEqual(['Guides', 'Auth', 'Social login', 'Google']);
    expect(trail[2]?.url).toBeUndefined();
  });

  it('does not repeat a folder whose index is the current page', () => {
    expect(
      guideBreadcrumbs(root, [{ name: 'Auth', url: '/guides/auth/' }], {
        name: 'Auth',
        url: '/guides/auth/',
      }),
    ).toEqual([{ name: 'Guides', url: '/guides/' }, { name: 'Auth' }]);
  });

  it('shows no trail on the root page itself', () => {
    expect(guideBreadcrumbs(root, [], { name: 'Guides', url: '/guides/' })).toEqual([]);
  });
});
