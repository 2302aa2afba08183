/** How long an idle wait may last before it goes ahead anyway (a page that is never idle still gets there). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves when the browser has nothing more urgent to do (`requestIdleCallback`), so optional work such as
 * warming up a faster path never competes with start-up or input. Browsers without it wait one timer.
 */
export function whenIdle(timeout = IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}
