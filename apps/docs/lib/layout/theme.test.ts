import { describe, expect, it } from 'vitest';
import { parseStoredTheme, resolveTheme } from './theme';

describe('theme resolution', () => {
  it('follows the system until the reader has chosen', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
  });

  it('keeps the stored choice over the system preference', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('ignores stored values that are not a theme', () => {
    expect(parseStoredTheme('purple')).toBeNull();
    expect(parseStoredTheme(null)).toBeNull();
    expect(parseStoredTheme('dark')).toBe('dark');
  });
});
