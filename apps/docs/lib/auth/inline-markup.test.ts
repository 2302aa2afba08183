import { describe, expect, it } from 'vitest';
import { parseInline } from './inline-markup';

describe('parseInline', () => {
  it('splits bold labels, code and links out of plain text, in order', () => {
    expect(parseInline('Open **OAuth2**, add `email`, see [docs](https://example.com/a).')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'strong', text: 'OAuth2' },
      { kind: 'text', text: ', add ' },
      { kind: 'code', text: 'email' },
      { kind: 'text', text: ', see ' },
      { kind: 'link', text: 'docs', href: 'https://example.com/a' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('reads site paths as links and dashboard: targets as dashboard links', () => {
    expect(
      parseInline('See [PKCE](/guides/auth/oauth-pkce/) and [providers](dashboard:authProviders)'),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'PKCE', href: '/guides/auth/oauth-pkce/' },
      { kind: 'text', text: ' and ' },
      { kind: 'dashboard', text: 'providers', to: 'authProviders' },
    ]);
  });

  it('leaves text without markup whole, and ignores links that are not https, a site path or the dashboard', () => {
    expect(parseInline('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { kind: 'text', text: '[x](javascript:alert(1))' },
    ]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ kind: 'text', text: '[x](//evil.example)' }]);
  });
});
