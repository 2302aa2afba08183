import { describe, expect, it } from 'vitest';
import { appleIdError, jwtSecretError, servicesIdError } from './validate';

describe('Apple IDs', () => {
  it('accepts 10 uppercase letters and digits, ignoring spaces around them', () => {
    expect(appleIdError('Team ID', 'A1B2C3D4E5')).toBeNull();
    expect(appleIdError('Key ID', ' ABCDEFGHIJ ')).toBeNull();
  });

  it.each([
    ['', 'Enter your Team ID.'],
    ['A1B2C3', 'exactly 10 characters (uppercase letters and digits); this one has 6'],
    ['A1B2C3D4E5F', 'this one has 11'],
    ['a1b2c3d4e5', 'uses uppercase letters; Apple shows it as A1B2C3D4E5'],
    ['A1B2C3D4E-', 'only uppercase letters A–Z and digits 0–9'],
  ])('explains a malformed Team ID %j', (value, message) => {
    expect(appleIdError('Team ID', value)).toContain(message);
  });

  it('accepts reverse-domain Services IDs', () => {
    for (const id of ['com.example.web', 'io.my-app.signin', 'com.Example.Web2']) {
      expect(servicesIdError(id)).toBeNull();
    }
  });

  it.each([
    ['', 'Enter your Services ID.'],
    ['https://example.com', 'not a URL'],
    ['A1B2C3D4E5', 'looks like a Team ID or Key ID'],
    ['example', 'reverse-domain identifier'],
    ['com..example', 'reverse-domain identifier'],
    ['com.example.*', 'reverse-domain identifier'],
    ['com.example web', 'reverse-domain identifier'],
  ])('explains a malformed Services ID %j', (value, message) => {
    expect(servicesIdError(value)).toContain(message);
  });
});

describe('JWT secret', () => {
  it('asks for at least 32 characters and says how many there are', () => {
    expect(jwtSecretError('')).toBe('Enter the JWT secret of your project.');
    expect(jwtSecretError('x'.repeat(31))).toBe(
      'The JWT secret must be at least 32 characters long; this one has 31.',
    );
    expect(jwtSecretError('x'.repeat(32))).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(jwtSecretError('🔑'.repeat(20))).toContain('this one has 20');
  });
});
