/*
 * A plain HTML search form anywhere on a page (the 404 page has one) that feeds the site search. It needs no
 * script of its own: the header's search button, which every page has anyway, listens for its submit and
 * opens the search dialog with the query. Before that script runs the form submits as `?q=…` to the same
 * address, and the button picks the query up from there once it runs.
 */

/** The attribute that marks such a form; its text field is named `q`. */
export const SITE_SEARCH_FORM_ATTRIBUTE = 'data-site-search';
export const SITE_SEARCH_FIELD = 'q';

/** The query of a submit event from a site-search form, or undefined for any other event. */
export function submittedSiteSearch(event: Event): string | undefined {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute(SITE_SEARCH_FORM_ATTRIBUTE)) return undefined;
  const value = new FormData(form).get(SITE_SEARCH_FIELD);
  return typeof value === 'string' ? value.trim() : '';
}

/** A query the form sent in the address before the page's script ran (only on a page with such a form). */
export function pendingSiteSearch(doc: Document): string | undefined {
  if (!doc.querySelector(`form[${SITE_SEARCH_FORM_ATTRIBUTE}]`)) return undefined;
  const query = new URLSearchParams(doc.location.search).get(SITE_SEARCH_FIELD)?.trim();
  return query ? query : undefined;
}
