// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pendingSiteSearch, submittedSiteSearch } from './site-search-form';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function form(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector('form') as HTMLFormElement;
}

describe('site-search forms', () => {
  it('reads the trimmed query from a submit of a marked form', () => {
    const target = form('<form data-site-search><input name="q" value="  row level security "></form>');
    expect(submittedSiteSearch(new SubmitEvent('submit', { cancelable: true }))).toBeUndefined();
    const event = new SubmitEvent('submit', { cancelable: true });
    Object.defineProperty(event, 'target', { value: target });
    expect(submittedSiteSearch(event)).toBe('row level security');
  });

  it('ignores other forms', () => {
    const target = form('<form><input name="q" value="x"></form>');
    const event = new SubmitEvent('submit', { cancelable: true });
    Object.defineProperty(event, 'target', { value: target });
    expect(submittedSiteSearch(event)).toBeUndefined();
  });

  it('picks up a query sent in the address only on a page that has the form', () => {
    window.history.replaceState(null, '', '/missing/?q=%20storage%20');
    expect(pendingSiteSearch(document)).toBeUndefined();
    form('<form data-site-search><input name="q"></form>');
    expect(pendingSiteSearch(document)).toBe('storage');
    window.history.replaceState(null, '', '/missing/?q=%20');
    expect(pendingSiteSearch(document)).toBeUndefined();
  });
});
