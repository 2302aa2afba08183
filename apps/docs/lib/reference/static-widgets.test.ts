// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enableStaticWidgets } from './static-widgets';

/** Markup as <CodeBlock> with <CopyCodeButton> and <TabGroup> render it on the server (the tabs are the head script's, lib/tabs/tab-list-script.ts). */
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

describe('clicks recorded before the page’s code ran (lib/loading/pending-clicks.ts)', () => {
  // The head script's queue (kept if another test file's script made it: the script holds that same array).
  const queue = () => {
    window.__pendingClicks ??= [];
    return window.__pendingClicks;
  };
  afterEach(() => {
    queue().splice(0);
  });

  const enableAgain = () => {
    disable();
    disable = enableStaticWidgets(root, {
      feedbackMs: 2000,
      write: async (text) => {
        written.push(text);
      },
    });
  };

  it('makes a copy clicked then, and drops the tab clicked then (the head script has switched it)', async () => {
    queue().push({ target: copyButton(), caret: null }, { target: tab('b'), caret: null });
    enableAgain();
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toEqual(['supabase db push\n  --linked']);
    expect(copyButton().dataset.state).toBe('copied');
    expect(queue()).toEqual([]);
  });

  it('leaves clicks outside its sections queued, and takes the ones the head script records afterwards', () => {
    const outside = document.createElement('button');
    queue().push({ target: outside, caret: null });
    enableAgain();
    expect(queue()).toEqual([{ target: outside, caret: null }]);
    // The head script records every click on a marked control that never hydrates, as this HTML never does.
    queue().push({ target: copyButton(), caret: null });
    copyButton().click();
    expect(queue()).toEqual([{ target: outside, caret: null }]);
  });
});
