// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { earlyFormInputBootScript, replayEarlyFormInput } from './early-form-input';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** A widget with a controlled text field, a select and a file input, that shows its state beside them. */
function Form() {
  const [name, setName] = useState('');
  const [plan, setPlan] = useState('free');
  const [file, setFile] = useState('none');
  const [renders, setRenders] = useState(0);
  return (
    <form>
      <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <select name="plan" value={plan} onChange={(event) => setPlan(event.target.value)}>
        <option value="free">Free</option>
        <option value="pro">Pro</option>
      </select>
      <input name="key" type="file" onChange={(event) => setFile(event.target.files?.[0]?.name ?? 'none')} />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render
      </button>
      <output>{`${name}|${plan}|${file}`}</output>
    </form>
  );
}

let root: Root | undefined;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  // The boot script exactly as the page's <head> runs it.
  new Function(earlyFormInputBootScript)();
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  window.__earlyFormInput?.splice(0);
});

/** Server HTML, then what the reader does before the code arrives, then hydration. */
function serveTypeAndHydrate(): HTMLFormElement {
  document.body.innerHTML = renderToString(<Form />);
  const form = document.querySelector('form') as HTMLFormElement;
  const name = form.querySelector('input[name="name"]') as HTMLInputElement;
  name.value = 'TEAM123456';
  name.dispatchEvent(new Event('input', { bubbles: true }));
  const plan = form.querySelector('select') as HTMLSelectElement;
  plan.value = 'pro';
  plan.dispatchEvent(new Event('change', { bubbles: true }));
  const key = form.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(key, 'files', { value: [new File(['key'], 'AuthKey_ABC.p8')] });
  key.dispatchEvent(new Event('change', { bubbles: true }));
  act(() => {
    root = hydrateRoot(document.body, <Form />);
  });
  return form;
}

const rerender = (form: HTMLFormElement) =>
  act(() => (form.querySelector('button') as HTMLButtonElement).click());

describe('form input before a widget has hydrated', () => {
  it('without the replay, the next render wipes what the reader typed (the bug it fixes)', () => {
    const form = serveTypeAndHydrate();
    expect(window.__earlyFormInput).toHaveLength(3);
    rerender(form);
    expect((form.querySelector('input[name="name"]') as HTMLInputElement).value).toBe('');
    expect(form.querySelector('output')?.textContent).toBe('|free|none');
  });

  it('plays each early change to React once hydrated, so state keeps the typed text, choice and file', () => {
    const form = serveTypeAndHydrate();
    act(() => replayEarlyFormInput());
    expect(window.__earlyFormInput).toHaveLength(0);
    rerender(form);
    expect((form.querySelector('input[name="name"]') as HTMLInputElement).value).toBe('TEAM123456');
    expect((form.querySelector('select') as HTMLSelectElement).value).toBe('pro');
    expect(form.querySelector('output')?.textContent).toBe('TEAM123456|pro|AuthKey_ABC.p8');
  });

  it('keeps fields that have not hydrated yet queued, and ignores changes React already handled', () => {
    document.body.innerHTML = '<input name="later">';
    const later = document.querySelector('input') as HTMLInputElement;
    later.value = 'x';
    later.dispatchEvent(new Event('input', { bubbles: true }));
    replayEarlyFormInput();
    expect(window.__earlyFormInput).toEqual([later]);

    Object.assign(later, { __reactProps$test: {} });
    window.__earlyFormInput?.splice(0);
    later.dispatchEvent(new Event('input', { bubbles: true }));
    expect(window.__earlyFormInput).toHaveLength(0);
  });
});
