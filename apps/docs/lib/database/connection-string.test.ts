import { describe, expect, it } from 'vitest';
import { connectionString, encodedCharacters, encodePassword } from './connection-string';

describe('connection strings', () => {
  it('percent-encodes URL syntax in the password', () => {
    expect(encodePassword('p@ss#word/2024?')).toBe('p%40ss%23word%2F2024%3F');
    expect(encodePassword('plain-Password_1')).toBe('plain-Password_1');
  });

  it('builds a string a URL parser reads back to the same password and host', () => {
    const text = connectionString({
      user: 'postgres',
      password: 'a:b@c/d%e',
      host: 'db.example.com',
      port: 5432,
      database: 'postgres',
    });
    const url = new URL(text);
    expect(decodeURIComponent(url.password)).toBe('a:b@c/d%e');
    expect(url.hostname).toBe('db.example.com');
    expect(url.pathname).toBe('/postgres');
  });

  it('lists each changed character once, in order', () => {
    expect(encodedCharacters('a@b@c#')).toEqual([
      { char: '@', encoded: '%40' },
      { char: '#', encoded: '%23' },
    ]);
  });
});
