import { describe, expect, it } from 'vitest';
import { normalizePhone, requirePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('keeps the digits of an E.164 number, with or without the plus and spaces', () => {
    expect(normalizePhone('+15555550100')).toBe('15555550100');
    expect(normalizePhone('15555550100')).toBe('15555550100');
    expect(normalizePhone(' +44 7700 900123 ')).toBe('447700900123');
  });

  it('refuses what is not E.164: leading zero, letters, punctuation, too long, empty', () => {
    for (const bad of [
      '',
      '+',
      '0555',
      '+0123456',
      '555-0100',
      '(555) 0100',
      '+1555abc0100',
      '1234567890123456',
    ]) {
      expect(normalizePhone(bad)).toBeNull();
    }
  });

  it('turns a bad number into GoTrue’s validation error', () => {
    expect(() => requirePhone('555')).not.toThrow();
    expect(() => requirePhone(12345)).toThrow('Invalid phone number format (E.164 required)');
    expect(() => requirePhone('+1 (555) 010')).toThrow('Invalid phone number format (E.164 required)');
  });
});
