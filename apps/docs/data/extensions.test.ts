import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EXTENSION_CATEGORIES, extensions, extensionsSource } from './extensions';
import { factSourceSchema, PLATFORM_ERA } from './fact-source';

const extensionSchema = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9_-]*$/, 'the name you pass to create extension'),
  description: z.string().min(10),
  category: z.enum(EXTENSION_CATEGORIES),
  link: z.url({ protocol: /^https$/ }),
});

describe('extensions data', () => {
  it('is valid, sorted by name and without duplicates', () => {
    expect(() => z.array(extensionSchema).parse(extensions)).not.toThrow();
    const names = extensions.map((extension) => extension.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses every category', () => {
    expect(new Set(extensions.map((extension) => extension.category))).toEqual(new Set(EXTENSION_CATEGORIES));
  });
});

describe('extensionsSource', () => {
  it('names a source and the date it was checked, from the platform era', () => {
    expect(factSourceSchema.parse(extensionsSource)).toEqual(extensionsSource);
    expect(extensionsSource.asOf).toBe(PLATFORM_ERA);
  });
});
