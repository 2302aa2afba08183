import type { Page } from 'playwright-core';

/**
 * The states Chromium's own accessibility tree reports for the first element matching `selector`
 * (e.g. `{ expanded: true, focusable: true }`). Used where the state comes from the browser rather than an
 * ARIA attribute, such as the expanded state of a `popovertarget` button, which Playwright's role queries
 * do not compute.
 */
export async function accessibilityStates(page: Page, selector: string): Promise<Record<string, unknown>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector(${JSON.stringify(selector)})`,
    });
    if (!result.objectId) throw new Error(`No element matches ${selector}`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    const node = nodes.find((candidate) => !candidate.ignored) ?? nodes[0];
    return Object.fromEntries(
      (node?.properties ?? []).map((property) => [property.name, property.value.value]),
    );
  } finally {
    await cdp.detach();
  }
}
