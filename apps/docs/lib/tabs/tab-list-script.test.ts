// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TAB_CLASS, tabListBootScript } from './tab-list-script';

/** Markup as <TabGroup> renders it on the server, and one tab list that is not a <TabGroup>'s. */
const HTML = `
  <div data-tab-group="database-method">
    <div role="tablist">
      <button type="button" role="tab" id="t-a" aria-selected="true" aria-controls="p-a" tabindex="0" data-state="active" class="${TAB_CLASS}">A</button>
      <button type="button" role="tab" id="t-b" aria-selected="false" aria-controls="p-b" tabindex="-1" data-state="inactive" class="${TAB_CLASS}"><span>B</span></button>
      <button type="button" role="tab" id="t-c" aria-selected="false" aria-controls="p-c" tabindex="-1" data-state="inactive" class="${TAB_CLASS}">C</button>
    </div>
    <div role="tabpanel" id="p-a">first</div>
    <div role="tabpanel" id="p-b" hidden>second</div>
    <div role="tabpanel" id="p-c" hidden>third</div>
  </div>
  <div role="tablist"><button type="button" role="tab" id="other-1">X</button><button type="button" role="tab" id="other-2">Y</button></div>`;

// The script's window listeners, attached to each test's root instead, so no test leaves one behind.
const listeners: [string, EventListener][] = [];
new Function('addEventListener', tabListBootScript)((type: string, listener: EventListener) =>
  listeners.push([type, listener]),
);

let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  root.innerHTML = HTML;
  document.body.append(root);
  for (const [type, listener] of listeners) root.addEventListener(type, listener);
});

afterEach(() => {
  root.remove();
});

const tab = (name: string) => root.querySelector<HTMLButtonElement>(`#t-${name}`) as HTMLButtonElement;
const panel = (name: string) => root.querySelector<HTMLElement>(`#p-${name}`) as HTMLElement;
const press = (element: Element, key: string, init: KeyboardEventInit = {}) =>
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
const selection = () =>
  ['a', 'b', 'c'].map((name) => [
    tab(name).getAttribute('aria-selected'),
    tab(name).tabIndex,
    tab(name).dataset.state,
    panel(name).hidden,
  ]);

describe('tab list keys', () => {
  it('move focus with the arrow keys, wrapping, and to the ends with Home and End, without selecting', () => {
    tab('a').focus();
    expect(press(tab('a'), 'ArrowLeft')).toBe(false);
    expect(document.activeElement).toBe(tab('c'));
    press(tab('c'), 'ArrowRight');
    expect(document.activeElement).toBe(tab('a'));
    press(tab('a'), 'End');
    expect(document.activeElement).toBe(tab('c'));
    press(tab('c'), 'Home');
    expect(document.activeElement).toBe(tab('a'));
    expect(tab('a').getAttribute('aria-selected')).toBe('true');
  });

  it('leave other keys, keys with Alt, Ctrl or ⌘, and other tab lists to the browser', () => {
    tab('a').focus();
    expect(press(tab('a'), 'Enter')).toBe(true);
    expect(press(tab('a'), 'ArrowLeft', { altKey: true })).toBe(true);
    expect(press(tab('a'), 'ArrowRight', { ctrlKey: true })).toBe(true);
    expect(document.activeElement).toBe(tab('a'));
    const other = root.querySelector<HTMLElement>('#other-1') as HTMLElement;
    other.focus();
    expect(press(other, 'ArrowRight')).toBe(true);
    expect(document.activeElement).toBe(other);
  });
});

describe('tab clicks before React has hydrated the group', () => {
  it('select the clicked tab and show only its panel, also for a click inside the tab', () => {
    tab('b')
      .querySelector('span')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(selection()).toEqual([
      ['false', -1, 'inactive', true],
      ['true', 0, 'active', false],
      ['false', -1, 'inactive', true],
    ]);
    tab('c').click();
    expect(selection().map(([selected]) => selected)).toEqual(['false', 'false', 'true']);
  });

  it('are left to React once it has hydrated the tab', () => {
    // What React does when it hydrates an element: it attaches the element's props under `__reactProps$…`.
    Object.assign(tab('b'), { __reactProps$test: {} });
    tab('b').click();
    expect(tab('a').getAttribute('aria-selected')).toBe('true');
    expect(panel('b').hidden).toBe(true);
  });
});
