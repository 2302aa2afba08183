import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const MAX_NODES_SHOWN = 8;

/**
 * Runs axe-core on the page as it is now and throws when it finds serious or critical violations,
 * listing each rule with the elements it failed on. Minor and moderate findings do not fail the test.
 * `exclude` takes CSS selectors for regions that are not ours to fix (none so far); `include` limits the check
 * to some regions (e.g. the navigation drawer of a page too large to check whole in every state).
 */
export async function expectNoSeriousViolations(
  page: Page,
  options: { exclude?: string[]; include?: string[] } = {},
): Promise<void> {
  // Legacy mode runs axe in the page in one pass; the default runs it per frame, then hands every node's result
  // to a second page to merge, which took 43 s instead of 8 on the CLI reference (our pages have no frames).
  // Only violations are reported back, so the passing nodes are not serialized either.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length === 0) return;
  const report = blocking.map((violation) => {
    const shown = violation.nodes.slice(0, MAX_NODES_SHOWN).map((node) => {
      const detail = node.any[0]?.message ?? node.all[0]?.message ?? node.none[0]?.message;
      return `    ${node.target.join(' ')}${detail ? `\n      ${detail}` : ''}`;
    });
    const more = violation.nodes.length - shown.length;
    const targets = [...shown, ...(more > 0 ? [`    … and ${more} more`] : [])].join('\n');
    return `- [${violation.impact}] ${violation.id}: ${violation.help}\n${targets}`;
  });
  throw new Error(
    `axe found ${blocking.length} serious/critical violation(s) on ${page.url()}:\n${report.join('\n')}`,
  );
}
