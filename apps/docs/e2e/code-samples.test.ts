import { branchingProject, DEMO_PASSWORD, demoUser, seedBranches } from 'platform-dev/seed-data';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../data/shared-data';
import { expectNoSeriousViolationsInBothThemes } from './support/axe';
import { gotoPath, type Page, setupBrowser } from './support/browser';
import { requirePlatform } from './support/platform';

/*
 * The code-samples chooser and the fill (issue #20): signed out, Local development, a signed-in project and
 * its branches, a second tab, layout shifts and axe. Few page loads, many checks on each. What needs no browser
 * is in unit tests beside lib/code-values/ (the convention, the fill, the modes, the Markdown twin's tokens).
 */

const browser = setupBrowser();
requirePlatform();

const API_KEYS = '/guides/getting-started/api-keys/';
const QUICKSTART = '/guides/getting-started/quickstart-nextjs/';
const PROVIDER = '/guides/auth/social-login/auth-github/';
const TRANSLATOR = '/guides/api/sql-to-rest/';
const local = sharedData.local as Record<string, string>;
const LOCAL_URL = local.apiUrl;
const LOCAL_KEY = local.anonKey;
const [main, develop] = seedBranches;

const chooser = (page: Page) => page.locator('[data-slot="code-values-chooser"]');
const chooserState = (page: Page) =>
  chooser(page).locator('[data-slot="code-values-frame"]').getAttribute('data-state');
const chooserBox = (page: Page) => chooser(page).getByRole('combobox', { name: 'Code samples use:' });
/** The code block whose caption is `title`. */
const block = (page: Page, title: string) =>
  page.locator('figure', { has: page.locator('figcaption', { hasText: title }) });
const codeOf = (page: Page, title: string) => block(page, title).locator('pre code').textContent();

async function choose(page: Page, option: string) {
  await chooserBox(page).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => chooserBox(page).textContent()).toBe(option);
}

const FILLABLE = '[data-slot="code-values-chooser"], figure:has(pre[data-code-values])';

/**
 * Layout stability of what this feature adds: the heights of the chooser's box and every fillable code block as
 * the static HTML has them (at `load`, before the chooser's code arrives) and now, and the layout-shift entries
 * (input excluded, as CLS does) in which something of theirs moved up or down. A filled value is shown whole, so
 * the code after it on its own line moves sideways (code lines never wrap), and nothing else may move. Shifts
 * elsewhere on a busy machine (fonts, other widgets) are not ours.
 */
async function watchShifts(page: Page) {
  await page.addInitScript((selector) => {
    const state = window as unknown as { ourShifts: number[]; firstHeights: number[] };
    state.ourShifts = [];
    let loadedAt = Number.POSITIVE_INFINITY;
    window.addEventListener('load', () => {
      loadedAt = performance.now();
      state.firstHeights = [...document.querySelectorAll(selector)].map(
        (element) => element.getBoundingClientRect().height,
      );
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        // Before `load` no code of the chooser has run (React's reveal of streamed HTML is a known gap, README).
        if (entry.hadRecentInput || entry.startTime < loadedAt) continue;
        const ours = entry.sources.some((source) => {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          const vertical =
            source.previousRect.y !== source.currentRect.y ||
            source.previousRect.height !== source.currentRect.height;
          return vertical && Boolean(element?.closest(selector));
        });
        if (ours) state.ourShifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, FILLABLE);
}

async function expectNoShifts(page: Page) {
  const { shifts, first, now } = await page.evaluate((selector) => {
    const state = window as unknown as { ourShifts: number[]; firstHeights: number[] };
    return {
      shifts: state.ourShifts,
      first: state.firstHeights,
      now: [...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect().height),
    };
  }, FILLABLE);
  expect(shifts).toEqual([]);
  expect(now).toEqual(first);
  expect(now.length).toBeGreaterThan(1);
}

describe('code samples: placeholders and Local development', () => {
  it('shows placeholders signed out, fills local values on choice with copy, and follows in a second tab', async () => {
    const page = await browser.newPage({ colorScheme: 'light' });
    await watchShifts(page);
    await gotoPath(page, API_KEYS);

    // Signed out: placeholders, and the chooser offers Local development. Logging in is the page's one "Log in",
    // in the first API-settings widget, which the chooser links to (issue #26).
    await expect.poll(() => chooserState(page)).toBe('signed-out');
    expect(await chooserBox(page).textContent()).toBe('Placeholders');
    expect(
      await chooser(page)
        .getByRole('button', { name: /Log in/ })
        .count(),
    ).toBe(0);
    const logInLink = chooser(page).getByRole('link', { name: /^Log in (above|below)$/ });
    const firstWidget = page.locator('[data-slot="api-settings"][id]').first();
    expect(await logInLink.getAttribute('href')).toBe(`#${await firstWidget.getAttribute('id')}`);
    expect(await page.getByRole('button', { name: 'Log in', exact: true }).count()).toBe(1);
    expect(await codeOf(page, 'lib/client.ts')).toContain("createClient('<project-url>', '<anon-key>')");
    // Local development differs from this state only in the combobox's text: one axe pass in both themes.
    await expectNoSeriousViolationsInBothThemes(page, { include: ['[data-slot="code-values-chooser"]'] });
    await page.emulateMedia({ colorScheme: 'light' });

    await choose(page, 'Local development');
    expect(await codeOf(page, 'lib/client.ts')).toContain(`createClient('${LOCAL_URL}', '${LOCAL_KEY}')`);
    const mark = block(page, 'lib/client.ts').locator('[data-code-value="projectUrl"]');
    expect(await mark.getAttribute('title')).toBe(`${LOCAL_URL}\nfrom Local development`);
    await block(page, 'lib/client.ts').getByRole('button', { name: 'Copy code' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      `createClient('${LOCAL_URL}', '${LOCAL_KEY}')`,
    );
    await expectNoShifts(page);

    // A second tab opens in Local development; a provider page too. Choosing placeholders there reaches this tab.
    const second = await page.context().newPage();
    await watchShifts(second);
    await gotoPath(second, QUICKSTART);
    await expect.poll(() => codeOf(second, '.env.local')).toContain(`NEXT_PUBLIC_SUPABASE_URL=${LOCAL_URL}`);
    expect(await codeOf(second, '.env.local')).toContain(`NEXT_PUBLIC_SUPABASE_ANON_KEY=${LOCAL_KEY}`);
    // Filled on load, without input: nothing moved.
    await expectNoShifts(second);
    const provider = await page.context().newPage();
    await gotoPath(provider, PROVIDER);
    await expect
      .poll(() => codeOf(provider, 'sign-in.ts'))
      .toContain(`createBrowserClient('${LOCAL_URL}', '${LOCAL_KEY}')`);
    await choose(second, 'Placeholders');
    await expect
      .poll(() => codeOf(page, 'lib/client.ts'))
      .toContain("createClient('<project-url>', '<anon-key>')");
    expect(await chooserBox(page).textContent()).toBe('Placeholders');
    await expectNoShifts(page);
  });
});

describe('code samples: your project', () => {
  it('logs in from the chooser back to it, fills the project, follows branches, and drives the translator', async () => {
    // A page without API-settings widgets (the translator's), where the chooser has its own "Log in".
    const page = await browser.newPage();
    await gotoPath(page, TRANSLATOR);
    await chooser(page).getByRole('button', { name: "Log in to use your project's values" }).click();
    await page.waitForURL((url) => url.pathname === '/auth/v1/authorize');
    await page.getByLabel('Email').fill(demoUser.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === TRANSLATOR, { waitUntil: 'load' });
    // Back where the reader was: at the chooser, not the page's top.
    expect(new URL(page.url()).hash).toBe('#code-samples');
    // The sign-in is complete once the chooser shows the project (the code is exchanged after the page loads).
    await expect.poll(() => chooserState(page)).toBe('project');

    // Signed in, the quickstart's chooser opens on the reader's project once its lists have arrived.
    await gotoPath(page, QUICKSTART);
    await expect.poll(() => chooserState(page)).toBe('project');
    await choose(page, `${branchingProject.name} · ${develop?.name}`);
    const urlWidget = page.getByRole('region', { name: 'Project URL' });
    await expect
      .poll(() => codeOf(page, '.env.local'))
      .toContain(`=https://${develop?.project_ref}.supabase.co`);
    // The widgets on the page follow the same selection, and the filled key is the one they show.
    await expect
      .poll(() => urlWidget.getByRole('textbox').inputValue())
      .toBe(`https://${develop?.project_ref}.supabase.co`);
    const key = await page.getByRole('region', { name: 'Anon key' }).getByRole('textbox').inputValue();
    expect(await codeOf(page, '.env.local')).toContain(`NEXT_PUBLIC_SUPABASE_ANON_KEY=${key}`);
    const mark = block(page, '.env.local').locator('[data-code-value="projectUrl"]');
    // Each filled value is shown whole: its box is as wide as its text (it was cut to the placeholder's width).
    for (const each of await block(page, '.env.local').locator('[data-code-value]').all()) {
      const { box, text } = await each.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return { box: element.getBoundingClientRect().width, text: range.getBoundingClientRect().width };
      });
      expect(text).toBeGreaterThan(100);
      expect(box).toBeGreaterThanOrEqual(text - 0.5);
    }
    expect(await mark.getAttribute('title')).toBe(
      `https://${develop?.project_ref}.supabase.co\nfrom ${branchingProject.name} · ${develop?.name}`,
    );

    await choose(page, `${branchingProject.name} · ${main?.name}`);
    await expect
      .poll(() => codeOf(page, '.env.local'))
      .toContain(`=https://${main?.project_ref}.supabase.co`);

    // The translator's base URL follows the choice until the reader sets their own.
    await gotoPath(page, TRANSLATOR);
    const curl = page.locator('[role="tabpanel"][data-language="curl"] pre');
    await expect
      .poll(() => curl.innerText(), { timeout: 20_000 })
      .toContain(`https://${main?.project_ref}.supabase.co/rest/v1/`);
    await choose(page, `${branchingProject.name} · ${develop?.name}`);
    await expect
      .poll(() => curl.innerText())
      .toContain(`https://${develop?.project_ref}.supabase.co/rest/v1/`);
    await choose(page, 'Local development');
    await expect.poll(() => curl.innerText()).toContain(`${LOCAL_URL}/rest/v1/`);
  });
});
