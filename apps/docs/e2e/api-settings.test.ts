import {
  branchingProject,
  demoUser,
  emptyUser,
  manyUser,
  projectsOf,
  seedBranches,
} from 'platform-dev/seed-data';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolationsInBothThemes } from './support/axe';
import { gotoPath, type Page, setupBrowser, siteUrl } from './support/browser';
import { openWithOnDemandCodeHeld } from './support/on-demand';
import { requirePlatform, setFault, signIn, storeSession } from './support/platform';

const browser = setupBrowser();
requirePlatform();

const PAGE = '/guides/getting-started/api-keys/';
const FALLBACK = "Couldn't display your API settings. You can get them from the dashboard.";
const SELECTION_KEY = 'docs-api-settings-selection';

const [production, develop, feature] = seedBranches;
const demoProjects = projectsOf(demoUser);
/** The first project the platform lists for demo@example.com (the default choice). */
const firstProjectLabel = 'Acme Demo / Analytics "worker"';
const storefront = `Acme Demo / ${branchingProject.name}`;
const cafe = 'Ünïcode "Quoted" \\ Labs / Café Zürich «site»';

const WIDGETS = '[data-slot="api-settings"]';
const urlWidget = (page: Page) => page.getByRole('region', { name: 'Project URL' });
const keyWidget = (page: Page) => page.getByRole('region', { name: 'Anon key' });
const projectBox = (widget: Locator) => widget.getByRole('combobox', { name: 'Project', exact: true });
const branchBox = (widget: Locator) => widget.getByRole('combobox', { name: 'Branch', exact: true });
const shownValue = (widget: Locator) => widget.getByRole('textbox').inputValue();
const stateOf = (widget: Locator) => widget.getAttribute('data-state');
const endpoint = (ref: string) => `https://${ref}.supabase.co`;

/**
 * The page, opened by a reader who signed in before (a stored session; signing in itself is tested on its own).
 * It waits for `load` only, so a fault set before it can still be seen taking effect.
 */
async function openSignedIn(email = demoUser.email): Promise<Page> {
  const page = await browser.newPage();
  await storeSession(page, email);
  await page.goto(siteUrl(PAGE), { waitUntil: 'load' });
  return page;
}

/** The page opened signed in, once the widget shows the reader's projects (or that there are none). */
async function signedIn(email = demoUser.email): Promise<Page> {
  const page = await openSignedIn(email);
  await expect
    .poll(() => stateOf(urlWidget(page)), { timeout: 15_000 })
    .toMatch(/^logged-in-(data|no-data)$/);
  return page;
}

async function choose(widget: Locator, box: Locator, option: string) {
  await box.click();
  await widget.page().getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => box.textContent()).toBe(option);
}

describe('API-settings widget: signing in and out', () => {
  it('asks a signed-out reader to log in once, in the first widget, without loading the session library', async () => {
    const page = await browser.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await gotoPath(page, PAGE);
    for (const widget of [urlWidget(page), keyWidget(page)]) {
      await expect.poll(() => stateOf(widget)).toBe('logged-out');
    }
    expect(await urlWidget(page).textContent()).toContain(
      'Log in to see your project URL here, ready to copy.',
    );
    expect(await urlWidget(page).getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
    // Issue #26: one "Log in" for the page; the second widget points to the first.
    expect(await keyWidget(page).textContent()).toContain(
      'Log in above to see your anon key here, ready to copy.',
    );
    expect(await keyWidget(page).getByRole('button').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Log in', exact: true }).count()).toBe(1);
    await keyWidget(page).getByRole('link', { name: 'Log in above' }).click();
    expect(new URL(page.url()).hash).toBe('#api-settings-url');
    await page.waitForLoadState('networkidle');
    // auth-js's AuthSessionMissingError message: the library loads on "Log in" or with a stored session.
    expect((await Promise.all(scripts)).some((body) => body.includes('Auth session missing!'))).toBe(false);
  });

  it('signs in through the authorize page and back, with no code left in the address bar', async () => {
    const page = await browser.newPage();
    await gotoPath(page, PAGE);
    // Slow the code exchange down so the "user loading" state can be seen on the way back.
    await setFault({ method: 'POST', path: '/auth/v1/token', delayMs: 1_500, times: 1 });
    await signIn(page, demoUser.email);
    await expect.poll(() => stateOf(urlWidget(page))).toBe('user-loading');
    expect(await projectBox(urlWidget(page)).isVisible()).toBe(false);
    await expect.poll(() => stateOf(urlWidget(page)), { timeout: 15_000 }).toBe('logged-in-data');

    const url = new URL(page.url());
    expect(url.pathname).toBe(PAGE);
    expect(url.searchParams.has('code')).toBe(false);
    expect(url.hash).not.toMatch(/token/);
    expect(await projectBox(urlWidget(page)).textContent()).toBe(firstProjectLabel);
    await expect.poll(() => shownValue(urlWidget(page))).toBe(endpoint('demoanalyticsworkerx'));
    await expect.poll(() => shownValue(keyWidget(page))).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('says so when the code exchange fails, and drops the used code from the address bar', async () => {
    const page = await browser.newPage();
    await gotoPath(page, PAGE);
    await setFault({ method: 'POST', path: '/auth/v1/token', status: 500, times: 1 });
    await signIn(page, demoUser.email);
    const widget = urlWidget(page);
    await expect
      .poll(() => widget.getByRole('alert').textContent(), { timeout: 15_000 })
      .toMatch(/^Sign-in did not complete \(.+\)\. Please try again\.$/);
    expect(await stateOf(widget)).toBe('logged-out');
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  });

  it('signing out clears the selection: the next sign-in starts from the first project', async () => {
    // Signing out ends every session of the user, so this test has an account of its own: the demo account's
    // sessions in the other browser-test files running beside it stay alive.
    const page = await signedIn(manyUser.email);
    const widget = urlWidget(page);
    await choose(widget, projectBox(widget), 'Many Projects Inc. / Project 07');
    expect(await page.evaluate((key) => localStorage.getItem(key), SELECTION_KEY)).toContain(
      'manyprojectsnumberag',
    );

    await widget.getByRole('button', { name: 'Sign out' }).click();
    for (const each of [urlWidget(page), keyWidget(page)]) {
      await expect.poll(() => stateOf(each)).toBe('logged-out');
    }
    expect(await page.evaluate((key) => localStorage.getItem(key), SELECTION_KEY)).toBeNull();

    await signIn(page, manyUser.email);
    await expect.poll(() => stateOf(widget), { timeout: 15_000 }).toBe('logged-in-data');
    expect(await projectBox(widget).textContent()).toBe('Many Projects Inc. / Project 01');
  });
});

describe('API-settings widget: selector states', () => {
  it('shows "Loading..." while the lists are pending', async () => {
    await setFault({ path: '/platform/projects', delayMs: 2_000, times: 1 });
    const page = await openSignedIn();
    const widget = urlWidget(page);
    await expect.poll(() => stateOf(widget), { timeout: 15_000 }).toBe('logged-in-pending');
    expect(await projectBox(widget).textContent()).toBe('Loading...');
    expect(await projectBox(widget).isDisabled()).toBe(true);
    await expect.poll(() => stateOf(widget), { timeout: 15_000 }).toBe('logged-in-data');
  });

  it('shows the fallback message when the project list fails', async () => {
    await setFault({ path: '/platform/projects', status: 500 });
    const page = await openSignedIn();
    const widget = urlWidget(page);
    await expect.poll(() => stateOf(widget), { timeout: 15_000 }).toBe('logged-in-error');
    expect(await widget.getByRole('alert').textContent()).toBe(FALLBACK);
    expect(await widget.getByRole('link', { name: 'dashboard' }).getAttribute('href')).toMatch(
      /\/project\/_\/settings\/api$/,
    );
  });

  it('shows the fallback message in both widgets when the platform API is down', async () => {
    await setFault({ path: '/platform/*', status: 503 });
    await setFault({ path: '/v1/*', status: 503 });
    const page = await openSignedIn();
    for (const widget of [urlWidget(page), keyWidget(page)]) {
      await expect.poll(() => widget.getByRole('alert').textContent(), { timeout: 15_000 }).toBe(FALLBACK);
    }
  });

  it('says "No project found" to a reader without projects', async () => {
    const page = await signedIn(emptyUser.email);
    const widget = urlWidget(page);
    expect(await stateOf(widget)).toBe('logged-in-no-data');
    expect(await projectBox(widget).textContent()).toBe('No project found');
    expect(await widget.textContent()).toContain('You have no projects yet.');
  });

  it('lists every project with its organization, searchable, labels with quotes and non-ASCII intact', async () => {
    const page = await signedIn();
    await projectBox(urlWidget(page)).click();
    const options = page.getByRole('listbox').getByRole('option');
    expect(await options.count()).toBe(demoProjects.length);
    expect(await options.allTextContents()).toContain(cafe);
    const search = page.getByRole('combobox', { name: 'Search project...' });
    await search.fill('zürich');
    expect(await options.allTextContents()).toEqual([cafe]);
    await search.fill('no such project');
    expect(await options.count()).toBe(0);
    expect(await page.getByText('No project found').isVisible()).toBe(true);
  });

  it('scrolls a list of 25 projects within 280px, and does not scroll a short list', async () => {
    const page = await signedIn(manyUser.email);
    await projectBox(urlWidget(page)).click();
    const list = page.getByRole('listbox');
    expect(await list.getByRole('option').count()).toBe(25);
    const box = await list.evaluate((element) => ({
      client: element.clientHeight,
      scroll: element.scrollHeight,
    }));
    expect(box.client).toBeLessThanOrEqual(280);
    expect(box.scroll).toBeGreaterThan(box.client);
    // The last option is reachable by keyboard and scrolled into view.
    await page.keyboard.press('End');
    expect(await list.getByRole('option', { name: 'Project 25' }).isVisible()).toBe(true);
    expect(await list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

    const short = await signedIn();
    await projectBox(urlWidget(short)).click();
    const shortList = short.getByRole('listbox');
    expect(await shortList.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
  });

  it('shows the project API failure with a link to the dashboard', async () => {
    await setFault({ path: '/platform/props/project/*', status: 500 });
    const page = await openSignedIn();
    const widget = urlWidget(page);
    const alert = widget.getByRole('alert');
    await expect
      .poll(() => alert.textContent(), { timeout: 15_000 })
      .toBe("Couldn't load the project URL. It can also be copied from the dashboard: API settings.");
    expect(await alert.getByRole('link', { name: 'API settings' }).getAttribute('href')).toMatch(
      /\/project\/demoanalyticsworkerx\/settings\/api$/,
    );
  });
});

describe('API-settings widget: branches', () => {
  it('has no branch selector for a project without branching', async () => {
    const page = await signedIn();
    await expect.poll(() => shownValue(urlWidget(page))).toBe(endpoint('demoanalyticsworkerx'));
    expect(await branchBox(urlWidget(page)).count()).toBe(0);
  });

  it('picks the production branch by default, and each branch shows its own URL', async () => {
    const page = await signedIn();
    const widget = urlWidget(page);
    await choose(widget, projectBox(widget), storefront);
    await expect.poll(() => branchBox(widget).textContent()).toBe(production?.name);
    await expect.poll(() => shownValue(widget)).toBe(endpoint(branchingProject.ref));

    await choose(widget, branchBox(widget), develop?.name ?? '');
    await expect.poll(() => shownValue(widget)).toBe(endpoint(develop?.project_ref ?? ''));
    // The anon-key widget follows the same selection, with the branch's own key.
    await expect.poll(() => branchBox(keyWidget(page)).textContent()).toBe(develop?.name);
  });

  it('shows "Loading..." while the branches are pending', async () => {
    const page = await signedIn();
    await setFault({ path: `/v1/projects/${branchingProject.ref}/branches`, delayMs: 2_000, times: 1 });
    const widget = urlWidget(page);
    await projectBox(widget).click();
    await page.getByRole('option', { name: storefront }).click();
    await expect.poll(() => branchBox(widget).textContent()).toBe('Loading...');
    expect(await widget.getAttribute('data-state')).toBe('logged-in-data');
    await expect.poll(() => branchBox(widget).textContent(), { timeout: 15_000 }).toBe(production?.name);
  });

  it('shows the fallback message when the branches fail to load', async () => {
    // Before the page: the code-samples chooser on it reads every branching project's branches once signed in.
    await setFault({ path: `/v1/projects/${branchingProject.ref}/branches`, status: 500 });
    const page = await signedIn();
    const widget = urlWidget(page);
    await choose(widget, projectBox(widget), storefront);
    await expect
      .poll(() => branchBox(widget).textContent(), { timeout: 15_000 })
      .toBe("Couldn't load branches");
    expect(await widget.getByRole('alert').textContent()).toBe(FALLBACK);
  });

  it('says so when a project with branching on has no branches yet', async () => {
    // Before the page: the code-samples chooser on it reads every branching project's branches once signed in.
    await setFault({ path: `/v1/projects/${branchingProject.ref}/branches`, status: 200, body: [] });
    const page = await signedIn();
    const widget = urlWidget(page);
    await choose(widget, projectBox(widget), storefront);
    await expect
      .poll(() => widget.locator('[data-branch-state]').getAttribute('data-branch-state'), {
        timeout: 15_000,
      })
      .toBe('empty');
    expect(await widget.getByText('This project has no branches to show yet.').isVisible()).toBe(true);
    expect(await branchBox(widget).textContent()).toBe('No branch found');
    expect(await branchBox(widget).isDisabled()).toBe(true);
    expect(await widget.getByRole('textbox').count()).toBe(0);
  });

  it('restores organization, project and branch after a reload', async () => {
    const page = await signedIn();
    const widget = urlWidget(page);
    await choose(widget, projectBox(widget), cafe);
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => projectBox(urlWidget(page)).textContent(), { timeout: 15_000 }).toBe(cafe);

    await choose(widget, projectBox(widget), storefront);
    await choose(widget, branchBox(widget), feature?.name ?? '');
    await page.reload({ waitUntil: 'load' });
    await expect
      .poll(() => branchBox(urlWidget(page)).textContent(), { timeout: 15_000 })
      .toBe(feature?.name);
    expect(await projectBox(urlWidget(page)).textContent()).toBe(storefront);
    await expect.poll(() => shownValue(urlWidget(page))).toBe(endpoint(feature?.project_ref ?? ''));
  });
});

describe('API-settings widget: copy, layout and accessibility', () => {
  it('copies the value and shows "Copied" for one second, then "Copy" again', async () => {
    const page = await signedIn();
    const widget = urlWidget(page);
    await expect.poll(() => shownValue(widget)).toBe(endpoint('demoanalyticsworkerx'));
    const started = Date.now();
    await widget.getByRole('button', { name: 'Copy' }).click();
    await widget.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(endpoint('demoanalyticsworkerx'));
    await widget.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 5_000 });
    const shown = Date.now() - started;
    expect(shown).toBeGreaterThanOrEqual(1_000);
    expect(shown).toBeLessThan(3_000);
  });

  it('keeps the same size from the placeholder to every state, so nothing below moves', async () => {
    const page = await browser.newPage();
    // The placeholder as the build wrote it, measured once React has put it in place and while the widget's
    // code is held back, so no state of the widget can have replaced it yet.
    const release = await openWithOnDemandCodeHeld(page, PAGE);
    await urlWidget(page).waitFor();
    expect(await stateOf(urlWidget(page))).toBe('loading');
    const height = (await urlWidget(page).boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThan(0);
    release();
    const heightNow = async () => (await urlWidget(page).boundingBox())?.height;

    await expect.poll(() => stateOf(urlWidget(page))).toBe('logged-out');
    expect(await heightNow()).toBe(height);
    await signIn(page, demoUser.email);
    await expect.poll(() => stateOf(urlWidget(page)), { timeout: 15_000 }).toBe('logged-in-data');
    expect(await heightNow()).toBe(height);
    await choose(urlWidget(page), projectBox(urlWidget(page)), storefront);
    await branchBox(urlWidget(page)).waitFor();
    expect(await heightNow()).toBe(height);
  });

  // Each state is checked in one theme and for colours in the other (the page follows the system theme): signed
  // out whole, the later states only in the widgets and the open list, the parts that change.
  it('has no serious accessibility violations signed out, signed in and choosing a branch, in light and dark', async () => {
    const page = await browser.newPage({ colorScheme: 'light' });
    await gotoPath(page, PAGE);
    await expect.poll(() => stateOf(urlWidget(page))).toBe('logged-out');
    await expectNoSeriousViolationsInBothThemes(page);

    await signIn(page, demoUser.email);
    const widget = urlWidget(page);
    await expect.poll(() => stateOf(widget), { timeout: 15_000 }).toBe('logged-in-data');
    await choose(widget, projectBox(widget), storefront);
    await expect.poll(() => shownValue(widget)).toBe(endpoint(branchingProject.ref));
    await expectNoSeriousViolationsInBothThemes(page, { include: [WIDGETS] });

    await branchBox(widget).click();
    await page.getByRole('listbox').waitFor();
    await expectNoSeriousViolationsInBothThemes(page, { include: [WIDGETS, '[role="listbox"]'] });
  });
});
