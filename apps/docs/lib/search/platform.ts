/** Apple keyboards have ⌘ where others have Ctrl; iPadOS reports itself as a Mac, which has the same keys. */
const APPLE_USER_AGENT = /Mac|iPhone|iPad|iPod/;

export function isApplePlatform(userAgent: string): boolean {
  return APPLE_USER_AGENT.test(userAgent);
}

/**
 * Runs in <head> before the first paint and marks Apple devices with `data-platform="apple"` on <html>, so
 * shortcut hints show ⌘K there and Ctrl K elsewhere without a flash or a hydration mismatch. Self-contained
 * because it is inlined as text.
 */
export const platformBootScript = `(function(){try{if(${APPLE_USER_AGENT.toString()}.test(navigator.userAgent))document.documentElement.dataset.platform='apple'}catch(_){}})();`;
