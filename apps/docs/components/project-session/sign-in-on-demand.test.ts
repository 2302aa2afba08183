import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInOnDemand } from './sign-in-on-demand';

const session = vi.hoisted(() => ({
  authClient: vi.fn((url: string) => ({ url })),
  signIn: vi.fn<(client: unknown, anchor?: string) => Promise<string | undefined>>(),
}));
vi.mock('./auth-session', () => session);

beforeEach(() => vi.clearAllMocks());

describe('signInOnDemand', () => {
  it("signs in with the page's client for that auth URL, to come back at the anchor", async () => {
    session.signIn.mockResolvedValue(undefined);
    expect(await signInOnDemand('https://auth.example.test/auth/v1', 'code-samples')).toBeUndefined();
    expect(session.signIn).toHaveBeenCalledWith({ url: 'https://auth.example.test/auth/v1' }, 'code-samples');
  });

  it("gives the sign-in's own error, or why auth-js could not start", async () => {
    session.signIn.mockResolvedValue('provider is not enabled');
    expect(await signInOnDemand('https://auth.example.test/auth/v1', 'a')).toBe('provider is not enabled');
    session.signIn.mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    expect(await signInOnDemand('https://auth.example.test/auth/v1', 'a')).toBe(
      'Failed to fetch dynamically imported module',
    );
  });
});
