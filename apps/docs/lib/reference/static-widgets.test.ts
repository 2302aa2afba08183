// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enableStaticWidgets } from './static-widgets';

/** Markup as <CodeBlock> with <CopyCodeButton> and <TabGroup> render it on the server. */
const HTML = `
  <figure>
    <div><button type="button" aria-label="Copy code" title="Copy code" data-state="idle" data-copy-code="">
      <svg><rect width="14"></rect></svg>
    </button><span role="status" class="sr-only"></span></div>
    <pre><code><span class="line">supabase db push</span>
<span class="line">  --linked</span></code></pre>
  </figure>
  <div>
    <div role="tablist">
      <button type="button" role="tab" id="t-a" aria-selected="true" aria-controls="p-a" tabindex="0" data-state="active">A</button>
      <button type="button" role="tab" id="t-b" aria-selected="false" aria-controls="p-b" tabindex="-1" data-state="inactive">B</button>
      <button type="button" role="tab" id="t-c" aria-selected="false" aria-controls="p-c" tabindex="-1" data-state="inactive">C</button>
    </div>
    <div role="tabpanel" id="p-a">first</div>
    <div role="tabpanel" id="p-b" hidden>second</div>
    <div role="tabpanel" id="p-c" hidden>third</div>
  </div>`;

let root: HTMLElement;
let written: string[];
let refuse: boolean;
let disable: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  root = document.createElement('div');
  root.innerHTML = HTML;
  document.body.append(root);
  written = [];
  refuse = false;
  disable = enableStaticWidgets(root, {
    feedbackMs: 2000,
    write: async (text) => {
      if (refuse) throw new Error('no clipboard');
      written.push(text);
    },
  });
});

afterEach(() => {
  disable();
  root.remove();
  vi.useRealTimers();
});

const copyButton = () => root.querySelector<HTMLButtonElement>('[data-copy-code]') as HTMLButtonElement;
const tab = (name: string) => root.querySelector<HTMLButtonElement>(`#t-${name}`) as HTMLButtonElement;
const panel = (name: string) => root.querySelector<HTMLElement>(`#p-${name}`) as HTMLElement;

describe('copy buttons in static HTML', () => {
  it('copies the code as rendered, says Copied with a check mark, then goes back to Copy code', async () => {
    const idleIcon = copyButton().querySelector('svg')?.innerHTML;
    copyButton().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toEqual(['supabase db push\n  --linked']);
    expect(copyButton().getAttribute('aria-label')).toBe('Copied');
    expect(copyButton().dataset.state).toBe('copied');
    expect(copyButton().nextElementSibling?.textContent).toBe('Copied');
    expect(copyButton().querySelector('svg path')?.getAttribute('d')).toBe('M20 6 9 17l-5-5');

    await vi.advanceTimersByTimeAsync(2000);
    expect(copyButton().getAttribute('aria-label')).toBe('Copy code');
    expect(copyButton().title).toBe('Copy code');
    expect(copyButton().nextElementSibling?.textContent).toBe('');
    expect(copyButton().querySelector('svg')?.innerHTML).toBe(idleIcon);
  });

  it('says Failed to copy when the clipboard refuses', async () => {
    refuse = true;
    copyButton().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(copyButton().getAttribute('aria-label')).toBe('Failed to copy');
    expect(copyButton().dataset.state).toBe('failed');
    expect(copyButton().nextElementSibling?.textContent).toBe('Failed to copy');
    expect(copyButton().querySelector('svg path')?.getAttribute('d')).toBe('M18 6 6 18M6 6l12 12');
  });

  it('stops answering once disabled', async () => {
    disable();
    copyButton().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toEqual([]);
    expect(copyButton().getAttribute('aria-label')).toBe('Copy code');
  });
});

describe('tab groups in static HTML', () => {
  it('selects the clicked tab and shows only its panel', () => {
    tab('b').click();
    expect(tab('b').getAttribute('aria-selected')).toBe('true');
    expect(tab('b').tabIndex).toBe(0);
    expect(tab('b').dataset.state).toBe('active');
    expect(tab('a').getAttribute('aria-selected')).toBe('false');
    expect(tab('a').tabIndex).toBe(-1);
    expect([panel('a').hidden, panel('b').hidden, panel('c').hidden]).toEqual([true, false, true]);
  });

  it('moves focus with the arrow keys, wrapping, without changing the selection', () => {
    tab('a').focus();
    tab('a').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(document.activeElement).toBe(tab('c'));
    tab('c').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement).toBe(tab('a'));
    expect(tab('a').getAttribute('aria-selected')).toBe('true');
  });
});
