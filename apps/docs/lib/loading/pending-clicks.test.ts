// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { textOffsetOf } from './caret-offset';
import { pendingClicksBootScript, replayPendingClicks } from './pending-clicks';
import { takePendingClicks, takePendingKeys } from './take-pending-input';

/** What React does when it hydrates an element: it attaches the element's props under a `__reactProps$…` key. */
const hydrate = <T extends Element>(element: T) => Object.assign(element, { __reactProps$test: {} });

beforeAll(() => {
  // The boot script exactly as the page's <head> runs it.
  new Function(pendingClicksBootScript)();
});

afterEach(() => {
  document.body.innerHTML = '';
  window.__pendingClicks?.splice(0);
  window.__pendingKeys?.splice(0);
});

function button(marked = true): HTMLButtonElement {
  const element = document.createElement('button');
  if (marked) element.setAttribute('data-replay-click', '');
  document.body.append(element);
  return element;
}

describe('clicks before a widget has hydrated', () => {
  it('records a click on a marked control and plays it once the control has hydrated', () => {
    const copy = button();
    let clicks = 0;
    copy.addEventListener('click', () => clicks++);
    copy.click();
    copy.click();
    expect(window.__pendingClicks).toHaveLength(2);

    replayPendingClicks();
    expect(window.__pendingClicks).toHaveLength(2);
    hydrate(copy);
    clicks = 0;
    replayPendingClicks();
    // Two early clicks on one control play once.
    expect(clicks).toBe(1);
    expect(window.__pendingClicks).toHaveLength(0);
  });

  it('focuses the control as it plays the click, as a real click would', () => {
    const open = button();
    open.click();
    (document.activeElement as HTMLElement | null)?.blur();
    let focusedAtClick = false;
    open.addEventListener('click', () => {
      focusedAtClick = document.activeElement === open;
    });
    hydrate(open);
    replayPendingClicks();
    expect(focusedAtClick).toBe(true);
  });

  it('ignores unmarked controls and controls that are already hydrated', () => {
    button(false).click();
    hydrate(button()).click();
    expect(window.__pendingClicks).toHaveLength(0);
  });

  it('keeps recording a control whose host comes after hydration, never replays it, and stops once the host took it', () => {
    const run = hydrate(button());
    run.setAttribute('data-replay-click', 'host');
    let clicks = 0;
    run.addEventListener('click', () => clicks++);
    run.click();
    expect(window.__pendingClicks).toHaveLength(1);
    clicks = 0;
    replayPendingClicks();
    expect(clicks).toBe(0);
    expect(takePendingClicks(run)).toHaveLength(1);
    // The host removes the mark when it takes over; from then on its own listener has the clicks.
    run.removeAttribute('data-replay-click');
    run.click();
    expect(window.__pendingClicks).toHaveLength(0);
  });

  it('drops a click that React handled by hydrating the control during the event', () => {
    const reveal = button();
    const hydrateOnTheSpot = () => hydrate(reveal);
    document.addEventListener('click', hydrateOnTheSpot, { capture: true });
    reveal.click();
    document.removeEventListener('click', hydrateOnTheSpot, { capture: true });
    expect(window.__pendingClicks).toHaveLength(0);
  });

  it('keeps a click that React stopped while the code was loading', () => {
    const open = button();
    const blocked = (event: Event) => event.stopPropagation();
    document.addEventListener('click', blocked, { capture: true });
    open.click();
    document.removeEventListener('click', blocked, { capture: true });
    expect(window.__pendingClicks).toHaveLength(1);
  });

  it('forgets clicks on controls that left the page, and hands a widget the clicks inside it', () => {
    const gone = button();
    gone.click();
    gone.remove();
    const box = document.createElement('div');
    const inner = button();
    box.append(inner);
    document.body.append(box);
    inner.click();
    expect(takePendingClicks(box).map((click) => click.target)).toEqual([inner]);
    replayPendingClicks();
    expect(window.__pendingClicks).toHaveLength(0);
  });
});

describe('keys before a widget has hydrated', () => {
  function sqlText(): HTMLDivElement {
    const element = document.createElement('div');
    element.setAttribute('data-replay-keys', '');
    element.tabIndex = 0;
    document.body.append(element);
    return element;
  }
  const press = (target: Element, key: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };

  it('records keys on a marked element in order and hands them to the widget once', () => {
    const text = sqlText();
    press(text, 'a');
    press(text, 'Backspace');
    press(button(false), 'b');
    expect(takePendingKeys(text).map((key) => key.key)).toEqual(['a', 'Backspace']);
    expect(takePendingKeys(text)).toEqual([]);
  });

  it('keeps Space from scrolling and Ctrl+S from saving the page, and ignores a hydrated element', () => {
    const text = sqlText();
    expect(press(text, ' ').defaultPrevented).toBe(true);
    expect(press(text, 's', { ctrlKey: true }).defaultPrevented).toBe(true);
    expect(press(text, 'x').defaultPrevented).toBe(false);
    hydrate(text);
    press(text, 'y');
    expect(takePendingKeys(text).map((key) => key.key)).toEqual([' ', 's', 'x']);
  });

  it('records the text of a paste in order with the keys, and drops it when React took it on the spot', () => {
    const text = sqlText();
    const paste = (data: string) => {
      // jsdom has no ClipboardEvent; a paste event carrying the clipboard's text is what the browser sends.
      const event = new Event('paste', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'clipboardData', { value: { getData: () => data } });
      text.dispatchEvent(event);
      return event;
    };
    press(text, 'a');
    expect(paste('where id = 1').defaultPrevented).toBe(true);
    paste('');
    expect(takePendingKeys(text).map(({ key, paste }) => paste ?? key)).toEqual(['a', 'where id = 1']);

    const hydrateOnTheSpot = () => hydrate(text);
    document.addEventListener('paste', hydrateOnTheSpot, { capture: true });
    paste('limit 1');
    document.removeEventListener('paste', hydrateOnTheSpot, { capture: true });
    expect(takePendingKeys(text)).toEqual([]);
  });
});

describe('a key that hydrates its widget on the spot', () => {
  it('is left to the handler React runs next, not taken as well', () => {
    const text = document.createElement('div');
    text.setAttribute('data-replay-keys', '');
    document.body.append(text);
    text.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    // As React does for a key on a widget whose code has arrived: hydrate, then run its effects, in the event.
    let taken: string[] = [];
    const hydrateOnTheSpot = () => {
      hydrate(text);
      taken = takePendingKeys(text).map((key) => key.key);
    };
    document.addEventListener('keydown', hydrateOnTheSpot);
    text.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }));
    document.removeEventListener('keydown', hydrateOnTheSpot);
    expect(taken).toEqual(['a']);
    // React handled "b" itself; the head script drops it after the event.
    expect(window.__pendingKeys).toEqual([]);
  });
});

describe('the text offset of a caret', () => {
  it('counts the characters before the caret inside the element', () => {
    const pre = document.createElement('pre');
    pre.append('select\n  ', document.createElement('b'), 'title');
    (pre.childNodes[1] as Element).textContent = 'books.';
    document.body.append(pre);
    expect(textOffsetOf(pre, { node: pre.childNodes[2] as Node, offset: 2 })).toBe(
      'select\n  books.ti'.length,
    );
    expect(textOffsetOf(pre, { node: document.body, offset: 0 })).toBeUndefined();
  });
});
