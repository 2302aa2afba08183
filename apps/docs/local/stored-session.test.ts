import { DEMO_PASSWORD as SEEDED_PASSWORD } from 'platform-dev/seed-data';
import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY as SITE_STORAGE_KEY } from '../lib/project-session/session-hint';
import { AUTH_STORAGE_KEY, DEMO_PASSWORD } from './stored-session.mjs';

// The module is plain JavaScript for Node scripts, so it cannot import these TypeScript sources; it repeats them.
describe('stored-session constants', () => {
  it('stores the session under the key the site reads', () => {
    expect(AUTH_STORAGE_KEY).toBe(SITE_STORAGE_KEY);
  });

  it('signs in with the password platform-dev seeds', () => {
    expect(DEMO_PASSWORD).toBe(SEEDED_PASSWORD);
  });
});
