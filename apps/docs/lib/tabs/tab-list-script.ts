/*
 * The tab lists <TabGroup> renders (components/tabs/tab-group.tsx), handled by one script inline in <head>, so
 * they answer from the first paint: in a guide whose code has not run yet, and in the references' sections,
 * which React renders at build and never hydrates (components/reference/server-html.tsx).
 *
 * - Keys, on every such list, hydrated or not: the arrow keys move focus to the neighbouring tab (wrapping), Home
 *   and End to the ends; the selection stays (manual activation: Enter, Space or a click changes the tab). With
 *   Alt, Ctrl or ⌘ held the keys are the browser's (Alt+← goes back).
 * - Clicks, on a tab React has not hydrated: the tab and its panel are shown at once, the others hidden, and the
 *   list stays where it was on screen although the content below it changed height. The tabs are also marked
 *   for replay (lib/loading/pending-clicks.ts): once a guide's group has hydrated, React takes the same click
 *   and keeps the choice as a click of its own would (storage, address, same-named groups); React does not
 *   compare attributes when it hydrates, so what the reader chose stays on screen until then. The references'
 *   static sections drop those recorded clicks (lib/reference/static-widgets.ts): this script has done all.
 *
 * Self-contained because it is inlined as text.
 */

/** The class <TabGroup> gives each tab; the script handles only those (the translator's output tabs have their own). */
export const TAB_CLASS = 'tab-trigger';

export const tabListBootScript = `(function(){function l(b){return[].slice.call(b.closest('[role=tablist]').querySelectorAll('[role=tab]'))}function g(v){var t=v.target;return t&&t.closest?t.closest('.${TAB_CLASS}'):null}addEventListener('keydown',function(v){var b=g(v);if(!b||v.altKey||v.ctrlKey||v.metaKey)return;var a=l(b),n=a.length,i=a.indexOf(b),k=v.key,j=k==='ArrowRight'?i+1:k==='ArrowLeft'?i-1:k==='Home'?0:k==='End'?n-1:null;if(j===null)return;v.preventDefault();a[(j+n)%n].focus()});addEventListener('click',function(v){var b=g(v);if(!b||Object.keys(b).some(function(k){return k.indexOf('__reactProps')===0}))return;var s=b.closest('[role=tablist]'),y=s.getBoundingClientRect().top;l(b).forEach(function(o){var on=o===b,p=document.getElementById(o.getAttribute('aria-controls'));o.setAttribute('aria-selected',on);o.tabIndex=on?0:-1;o.dataset.state=on?'active':'inactive';if(p)p.hidden=!on});y=s.getBoundingClientRect().top-y;if(Math.abs(y)>1)scrollBy(0,y)})})();`;
