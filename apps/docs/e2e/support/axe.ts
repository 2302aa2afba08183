import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const MAX_NODES_SHOWN = 8;
/** The axe rules whose outcome depends on colours; every other rule reads markup and layout only. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface AxeOptions {
  /** CSS selectors for regions that are not ours to fix (none so far). */
  exclude?: string[];
  /** Limits the check to some regions (e.g. the drawer of a page too large to check whole in every state). */
  include?: string[];
  /** Runs only these rules. */
  rules?: string[];
}

/**
 * Runs axe-core on the page as it is now and throws when it finds serious or critical violations,
 * listing each rule with the elements it failed on. Minor and moderate findings do not fail the test.
 */
export async function expectNoSeriousViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // Legacy mode runs axe in the page in one pass; the default runs it per frame, then hands every node's result
  // to a second page to merge, which took 43 s instead of 8 on the CLI reference (our pages have no frames).
  // Only violations are reported back, so the passing nodes are not serialized either.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (options.rules) builder = builder.withRules(options.rules);
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
    `axe found ${blocking.length} serious/critical violation(s) on ${page.url()} (${await themeOf(page)} theme):\n${report.join('\n')}`,
  );
}

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? 'unknown');

/**
 * The whole check in the theme the page opened in, then the colour rules in the other theme. The site follows
 * the system theme live (the head's theme script, lib/layout/theme.ts), so the same page serves both: one load
 * and one full pass fewer than checking each theme from scratch.
 */
export async function expectNoSeriousViolationsInBothThemes(
  page: Page,
  options: AxeOptions = {},
): Promise<void> {
  await expectNoSeriousViolations(page, options);
  const other = (await themeOf(page)) === 'dark' ? 'light' : 'dark';
  await page.emulateMedia({ colorScheme: other });
  // The new colours are final once the theme is applied and no transition is still fading them in (looping
  // animations, such as a loading pulse, never end and do not matter here).
  await page.waitForFunction(
    (theme) =>
      document.documentElement.dataset.theme === theme &&
      !document.getAnimations().some((animation) => animation instanceof CSSTransition),
    other,
  );
  await expectNoSeriousViolations(page, { ...options, rules: COLOUR_RULES });
}
