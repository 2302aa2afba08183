import { CODE_VALUE_ATTRIBUTE, CODE_VALUE_TOKENS, isCodeValueName } from './tokens';
import type { CodeValues } from './values';

/** Set on a mark that shows a filled value; styled as a subtle underline (app/components.css). */
export const FILLED_ATTRIBUTE = 'data-filled';

/**
 * Puts the values into every marked token under `root`, as text (never HTML), with the value and `source` in
 * the mark's tooltip; a token with no value, or every token when `values` is empty, shows its placeholder again. The
 * copy buttons read the code's text, so they copy what is shown. Returns how many marks now hold a value.
 */
export function fillCodeValues(root: ParentNode, values: CodeValues, source?: string): number {
  let filled = 0;
  for (const mark of root.querySelectorAll<HTMLElement>(`[${CODE_VALUE_ATTRIBUTE}]`)) {
    const name = mark.getAttribute(CODE_VALUE_ATTRIBUTE);
    if (!isCodeValueName(name)) continue;
    const value = values[name];
    if (value && source) {
      if (mark.textContent !== value) mark.textContent = value;
      mark.setAttribute(FILLED_ATTRIBUTE, '');
      // The tooltip says where the value comes from.
      mark.title = `${value}\n${source}`;
      filled += 1;
    } else {
      if (mark.textContent !== CODE_VALUE_TOKENS[name]) mark.textContent = CODE_VALUE_TOKENS[name];
      mark.removeAttribute(FILLED_ATTRIBUTE);
      mark.removeAttribute('title');
    }
  }
  return filled;
}
