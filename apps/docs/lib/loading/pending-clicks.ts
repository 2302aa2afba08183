import type { KeyLike } from '@/lib/sql-to-rest/early-input';
import type { DomCaret } from './caret-offset';

/*
 * Clicks that arrive before a control's code. A control marked `data-replay-click` in the server HTML does
 * nothing until React has hydrated it (React even stops the event while its code is still loading), so the
 * click would be lost: the page's own controls (tabs, copy buttons, the page actions, search) until the page's
 * chunks, added after the first paint, have run, and a widget's until its code, loaded after `load`, has. The
 * boot script below, inline in <head>, records such clicks (keyboard activation of a button is a click too);
 * once the control has hydrated, the click is played again (`replayPendingClicks`, run by
 * components/loading/replay-early-input.tsx, which the root layout and every on-demand widget render), or its
 * code takes its own clicks (`takePendingClicks` in ./take-pending-input.ts) when it needs more than a click,
 * such as where the caret was, or when the HTML never hydrates (lib/reference/static-widgets.ts).
 *
 * Keys pressed and text pasted on an element marked `data-replay-keys` (the translator's SQL text) before it has
 * hydrated are recorded the same way, and the widget takes them (`takePendingKeys`, also there) so no typing is
 * lost; the boot script also keeps Space from scrolling the page and Ctrl/Cmd+S from opening "Save page" there.
 *
 * "Hydrated" means React has attached props to the element (its `__reactProps$…` key). A click that React
 * handled anyway, by hydrating the control on the spot, is dropped again after the event, so nothing runs twice.
 *
 * A control marked `data-replay-click="host"` is served by a listener that arrives after hydration (the Run button
 * of SQL blocks, lib/run-sql/controller.ts): its clicks are recorded until that code takes them and removes the
 * mark, hydrated or not, and are never played again here.
 */

export type PendingClick = { target: Element; caret: DomCaret | null };

/** A key pressed, or text pasted, on the element before it hydrated. */
export type PendingKey = KeyLike & { target: Element; event?: Event };

declare global {
  interface Window {
    __pendingClicks?: PendingClick[];
    __pendingKeys?: PendingKey[];
  }
}

export const pendingClicksBootScript = `(function(){var q=window.__pendingClicks=[];function h(e){return e.getAttribute('data-replay-click')!=='host'&&Object.keys(e).some(function(k){return k.indexOf('__reactProps')===0})}addEventListener('click',function(v){var t=v.target,b=t&&t.closest&&t.closest('[data-replay-click]');if(!b||h(b))return;var d=document,c=d.caretPositionFromPoint?d.caretPositionFromPoint(v.clientX,v.clientY):d.caretRangeFromPoint&&d.caretRangeFromPoint(v.clientX,v.clientY),p={target:b,caret:c?{node:c.offsetNode||c.startContainer,offset:c.offsetNode?c.offset:c.startOffset}:null};q.push(p);function f(w){var i=q.indexOf(p);if(w===v&&h(b)&&i>=0)q.splice(i,1)}addEventListener('click',f);setTimeout(function(){removeEventListener('click',f)})},true);var K=window.__pendingKeys=[];function g(v){var t=v.target,b=t&&t.closest&&t.closest('[data-replay-keys]');return b&&!h(b)?b:null}function r(v,p){p.event=v;K.push(p);function f(w){var i=K.indexOf(p);if(w===v&&h(p.target)&&i>=0)K.splice(i,1)}addEventListener(v.type,f);setTimeout(function(){removeEventListener(v.type,f)})}addEventListener('keydown',function(v){var b=g(v);if(!b)return;if(v.key===' '||(v.ctrlKey||v.metaKey)&&v.key.toLowerCase()==='s')v.preventDefault();r(v,{target:b,key:v.key,ctrlKey:v.ctrlKey,metaKey:v.metaKey,altKey:v.altKey})},true);addEventListener('paste',function(v){var b=g(v);if(!b)return;v.preventDefault();var s=v.clipboardData?v.clipboardData.getData('text/plain'):'';if(s)r(v,{target:b,key:'',ctrlKey:!1,metaKey:!1,altKey:!1,paste:s})},true)})();`;

/** Whether React has attached its props to the element, i.e. hydrated it. */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps'));
}

/** Whether the control's own code, not a replay, takes its recorded clicks (see above). */
const waitsForHost = (element: Element) => element.getAttribute('data-replay-click') === 'host';

/** Removes the clicks `keep` rejects from the queue (in place: the boot script holds the same array). */
function sift(keep: (click: PendingClick) => boolean): PendingClick[] {
  const queue = window.__pendingClicks ?? [];
  const removed = queue.filter((click) => !keep(click));
  const kept = queue.filter(keep);
  queue.splice(0, queue.length, ...kept);
  return removed;
}

/** Plays each recorded click again on its control once React has hydrated it; once per control. */
export function replayPendingClicks(): void {
  if (!window.__pendingClicks?.length) return;
  const ready = sift(({ target }) => target.isConnected && (!isHydrated(target) || waitsForHost(target)));
  const replayed = new Set<Element>();
  for (const { target } of ready) {
    if (!target.isConnected || replayed.has(target)) continue;
    replayed.add(target);
    // A real click focuses the control first; a dialog it opens then returns focus to it when it closes.
    (target as HTMLElement).focus({ preventScroll: true });
    (target as HTMLElement).click();
  }
}
