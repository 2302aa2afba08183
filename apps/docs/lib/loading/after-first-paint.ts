/*
 * Work that should wait until the page is on screen: the page's own chunks (build/paint-first.mjs) and the
 * code font on a first visit (lib/layout/web-fonts.ts). Inline in <head>, this defines
 * `window.__afterFirstPaint(fn)`, which runs `fn` in a task of its own once the browser reports the page's
 * first largest-contentful paint: that report comes when the frame is on screen, not merely drawn (under load
 * the two are hundreds of ms apart, and a timer after the next frame ran React before the frame was shown).
 *
 * Why: whatever runs or arrives before the first paint delays it on a phone, and Lighthouse's simulated LCP
 * counts every request that finished and every script that ran before the paint it observed (issue 26).
 *
 * Fallbacks, so the callbacks always run: where largest paints are not reported, the first contentful paint;
 * where neither is, the task after the next frame; in a hidden tab (which paints no frames) at once; and in
 * any case 1.5 s after `load`. Each callback runs once.
 */

declare global {
  interface Window {
    __afterFirstPaint?: (callback: () => void) => void;
  }
}

/** The longest the callbacks wait after `load` when no paint is ever reported. */
export const AFTER_LOAD_FALLBACK_MS = 1500;

export const afterFirstPaintBootScript = `(function(){var q=[],p=0;function go(){if(p)return;p=1;q.splice(0).forEach(function(f){setTimeout(f)})}window.__afterFirstPaint=function(f){if(p)setTimeout(f);else q.push(f)};if(document.hidden)return go();var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes||[],k=t.indexOf("largest-contentful-paint")>=0?"largest-contentful-paint":t.indexOf("paint")>=0?"paint":"";if(k)new P(function(l,o){o.disconnect();go()}).observe({type:k,buffered:true});else requestAnimationFrame(function(){setTimeout(go)});addEventListener("load",function(){setTimeout(go,${AFTER_LOAD_FALLBACK_MS})})})();`;
