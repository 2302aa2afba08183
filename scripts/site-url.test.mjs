import { describe, expect, it } from 'vitest';
import { servedSiteUrl } from './site-url.mjs';

describe('servedSiteUrl', () => {
  it('names the port npm start serves, as localhost for the loopback and any-address binds', () => {
    expect(servedSiteUrl('127.0.0.1', 3300)).toBe('http://localhost:3300');
    expect(servedSiteUrl('0.0.0.0', 4000)).toBe('http://localhost:4000');
  });

  it('keeps another host and brackets IPv6', () => {
    expect(servedSiteUrl('192.168.1.5', 3000)).toBe('http://192.168.1.5:3000');
    expect(servedSiteUrl('::1', 3000)).toBe('http://[::1]:3000');
  });
});
