import { describe, expect, it } from 'vitest';
import { findJsMethod, type JsApiMethod, jsApi } from '@/data/js-reference';
import { guidePath, guidesByMethod, readGuideTexts } from './guide-links';

const method = (id: string): JsApiMethod => {
  const found = findJsMethod(id);
  if (!found) throw new Error(`no method ${id}`);
  return found;
};

describe('guides that call a method', () => {
  it('turns guide files into addresses', () => {
    expect(guidePath('auth/mfa.mdx')).toBe('/guides/auth/mfa/');
    expect(guidePath('auth/index.mdx')).toBe('/guides/auth/');
    expect(guidePath('index.mdx')).toBe('/guides/');
  });

  it('finds calls in the form each surface is reached by, and not look-alikes', () => {
    const guides = [
      {
        path: '/guides/a/',
        text: 'const { data } = await supabase.auth.mfa.challenge({ factorId });\ndata.filter((x) => x);',
      },
      { path: '/guides/b/', text: 'await supabase.auth.admin.mfa.deleteFactor({ id, userId });' },
      {
        path: '/guides/c/',
        text: "const q = supabase\n  .from('notes')\n  .select()\n  .filter('id', 'eq', 1);",
      },
    ];
    const links = guidesByMethod(
      [
        method('auth-mfa-challenge'),
        method('auth-admin-mfa-delete-factor'),
        method('auth-mfa-list-factors'),
        method('filter'),
        method('from'),
      ],
      guides,
    );
    expect(links.get('auth-mfa-challenge')).toEqual(['/guides/a/']);
    expect(links.get('auth-admin-mfa-delete-factor')).toEqual(['/guides/b/']);
    expect(links.has('auth-mfa-list-factors')).toBe(false);
    expect(links.get('filter')).toEqual(['/guides/c/']);
    expect(links.get('from')).toEqual(['/guides/c/']);
  });

  it('links the real guides to the methods they call', () => {
    const links = guidesByMethod(jsApi.methods, readGuideTexts());
    expect(links.get('auth-sign-in-with-otp')).toContain('/guides/auth/phone-login/');
    expect(links.get('auth-mfa-enroll')?.length).toBeGreaterThan(0);
    expect(links.size).toBeGreaterThan(30);
  });
});
