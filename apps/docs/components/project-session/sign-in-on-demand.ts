/**
 * Starts the sign-in from a signed-out page, where auth-js has not loaded: loads it now, then sends the
 * reader to the sign-in page, to come back at `anchor`. Resolves with the reason when that failed (on
 * success the browser is already leaving the page).
 */
export async function signInOnDemand(authUrl: string, anchor: string): Promise<string | undefined> {
  try {
    const session = await import('./auth-session');
    return await session.signIn(session.authClient(authUrl), anchor);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
