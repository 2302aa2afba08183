import { isHydrated } from './pending-clicks';

/*
 * Text typed into a widget's server-rendered form before its code has arrived. React hydrates such a field
 * without touching what is on screen, but its state still holds the server's value, so the widget's next
 * render would wipe the reader's text (and a select's choice, and a chosen file). The boot script below,
 * inline in <head>, notes each form control that changes before it has hydrated; once the widget has
 * hydrated, `replayEarlyFormInput` (run by every on-demand widget in components/mdx/lazy-widgets.tsx) plays
 * the change to React, so the widget's state takes the value the reader sees.
 */

declare global {
  interface Window {
    __earlyFormInput?: Element[];
  }
}

export const earlyFormInputBootScript = `(function(){var q=window.__earlyFormInput=[];function r(v){var t=v.target;if(!t||!/^(INPUT|SELECT|TEXTAREA)$/.test(t.nodeName)||t.type==='checkbox'||t.type==='radio'||q.indexOf(t)>=0||Object.keys(t).some(function(k){return k.indexOf('__reactProps')===0}))return;q.push(t)}addEventListener('input',r,true);addEventListener('change',r,true)})();`;

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isFormControl = (element: Element): element is FormControl =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/** Tells React about the value a field got before it hydrated, so its `onChange` runs with it. */
function playChange(field: FormControl, value: string): void {
  // React reads selects and file inputs from the `change` event itself.
  if (field instanceof HTMLSelectElement || field.type === 'file') {
    if (field.type !== 'file') field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // Hydration sets `defaultValue` to the value in React's state: equal means nothing was lost.
  if (value === field.defaultValue) return;
  // For text, React fires `onChange` only when the value differs from the last one it saw, which it records
  // through the element's own `value` setter: show it the state's value, then put the reader's text back
  // through the prototype's setter, which React does not watch.
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Plays each early change to React once the field has hydrated; fields still waiting stay queued. */
export function replayEarlyFormInput(): void {
  const queue = window.__earlyFormInput;
  if (!queue?.length) return;
  const ready = queue.filter((field) => field.isConnected && isHydrated(field)).filter(isFormControl);
  queue.splice(0, queue.length, ...queue.filter((field) => field.isConnected && !isHydrated(field)));
  // Read every value first: the render one change causes resets the other controlled fields to state.
  const early = ready.map((field) => [field, field.value] as const);
  for (const [field, value] of early) playChange(field, value);
}
