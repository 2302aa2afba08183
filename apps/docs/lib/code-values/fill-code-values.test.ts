// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { codeTextFor } from '@/lib/copy/copy-code';
import { fillCodeValues } from './fill-code-values';

// Other files share this worker's document: leave it empty.
afterEach(() => {
  document.body.innerHTML = '';
});

function codeBlock(): HTMLElement {
  document.body.innerHTML = `<figure><button>Copy code</button><pre data-code-values="true"><code><span class="line"><span>createClient(</span><span data-code-value="projectUrl" class="code-value"><span>'</span><span>&lt;project-url&gt;</span></span><span>', '</span><span data-code-value="anonKey" class="code-value"><span>&lt;anon-key&gt;</span></span><span>', '</span><span data-code-value="region" class="code-value">&lt;region&gt;</span><span>')</span></span></code></pre></figure>`;
  return document.body;
}

describe('filling marked code', () => {
  it('puts values in as text, marks their source, and the copy button copies the filled code', () => {
    const root = codeBlock();
    const html = '<img src=x onerror="alert(1)">';
    expect(
      fillCodeValues(root, { projectUrl: 'https://abc.supabase.co', anonKey: html }, 'from Shop · main'),
    ).toBe(2);
    expect(root.querySelector('img')).toBeNull();
    const button = root.querySelector('button') as Element;
    expect(codeTextFor(button)).toBe(`createClient(https://abc.supabase.co', '${html}', '<region>')`);
    const mark = root.querySelector('[data-code-value="projectUrl"]') as HTMLElement;
    expect(mark.title).toBe('https://abc.supabase.co\nfrom Shop · main');
    expect(mark.hasAttribute('data-filled')).toBe(true);
    // No value for the region: it keeps its placeholder and no source mark.
    expect(root.querySelector('[data-code-value="region"]')?.hasAttribute('data-filled')).toBe(false);
  });

  it('puts the placeholders back when the reader chooses them', () => {
    const root = codeBlock();
    fillCodeValues(root, { projectUrl: 'http://localhost:54321' }, 'from Local development');
    expect(fillCodeValues(root, {})).toBe(0);
    expect(codeTextFor(root.querySelector('button') as Element)).toBe(
      "createClient(<project-url>', '<anon-key>', '<region>')",
    );
    expect(root.querySelector('[title]')).toBeNull();
    // Unfilled marks are plain inline text again (app/components.css sizes only filled ones).
    expect(root.querySelector('[data-filled]')).toBeNull();
  });
});
