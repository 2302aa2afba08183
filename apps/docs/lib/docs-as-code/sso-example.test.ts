import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emailDomain } from '@/examples/sso/sign-in-with-sso';
import { extractCodeBlocks } from './code-blocks';
import { attributeMappingSchema } from './sso-attribute-mapping';

/*
 * platform-dev has no SSO endpoint, so the SSO guide's sign-in code is proven by the typecheck; this runs its
 * pure part and holds the page's attribute-mapping file to the format the page describes.
 */

const PAGE = 'content/guides/auth/sso-saml.mdx';
const source = readFileSync(new URL(`../../${PAGE}`, import.meta.url), 'utf8');

describe('emailDomain', () => {
  it('takes the lower-cased domain of a work address', () => {
    expect(emailDomain('Ada.Lovelace@Example.COM')).toBe('example.com');
    expect(emailDomain('  grace@eng.example.org ')).toBe('eng.example.org');
  });

  it('refuses input that is not an address', () => {
    for (const input of ['', 'ada', '@example.com', 'ada@', 'ada@localhost']) {
      expect(emailDomain(input), input).toBeNull();
    }
  });
});

describe('the attribute-mapping file on the SSO page', () => {
  const mappingBlocks = extractCodeBlocks(source).filter(
    (block) => block.lang === 'json' && block.meta.includes('attribute-mapping.json'),
  );

  it('is on the page once', () => {
    expect(mappingBlocks).toHaveLength(1);
  });

  it('has the documented shape and maps the email', () => {
    const mapping = attributeMappingSchema.parse(JSON.parse(mappingBlocks[0]?.code ?? ''));
    expect(mapping.keys.email).toBeDefined();
  });

  it('rejects keys that would map nothing, are misspelt or not in the documented lower case', () => {
    expect(attributeMappingSchema.safeParse({ keys: { email: {} } }).success).toBe(false);
    expect(attributeMappingSchema.safeParse({ keys: { email: { nmae: 'mail' } } }).success).toBe(false);
    expect(attributeMappingSchema.safeParse({ keys: { email: { Name: 'mail' } } }).success).toBe(false);
    expect(attributeMappingSchema.safeParse({ email: { name: 'mail' } }).success).toBe(false);
  });
});
