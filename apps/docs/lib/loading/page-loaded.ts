/**
 * Resolves once the page's `load` event has passed, or at once where there is no page (the build renders
 * on-demand widgets' HTML on the server). On-demand widget code waits for it so the code is never requested
 * before `load`, however early hydration runs on a slow machine, and so never counts against the page budget.
 */
export function pageLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
