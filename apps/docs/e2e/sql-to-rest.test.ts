import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, expectNoSeriousViolationsInBothThemes } from './support/axe';
import { gotoPath, type Page, setupBrowser, siteUrl } from './support/browser';

const browser = setupBrowser();

const PATH = '/guides/api/sql-to-rest/';
const RPC_DOCS = '/guides/api/#calling-functions';
const UNSUPPORTED_NOTE =
  "PostgREST doesn't support this query. If you're sure the syntax is correct and are unable to modify it, wrap it in a stored procedure and call it using the RPC endpoint.";

/**
 * Opens the page and waits until the parser and the outputs are there, then builds the editor the way a reader
 * does, by clicking the SQL (CodeMirror is built on the first interaction).
 */
async function openTranslator(options: Parameters<typeof browser.newPage>[0] = {}): Promise<Page> {
  const page = await browser.newPage(options);
  await loadTranslator(page);
  return page;
}

async function loadTranslator(page: Page): Promise<void> {
  await gotoPath(page, PATH);
  await page.locator('[data-slot="sql-to-rest"][data-state="ready"]').waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => document.querySelector('[role="tabpanel"] pre')?.textContent !== '');
  await openEditor(page);
}

const editor = (page: Page) => page.getByRole('textbox', { name: 'SQL query' });

/** Clicks the SQL and waits until CodeMirror exists and has the focus. */
async function openEditor(page: Page): Promise<void> {
  await editor(page).click();
  await page.locator('.cm-content:focus').waitFor({ timeout: 20_000 });
}
const editorText = (page: Page) =>
  editor(page).evaluate((element) =>
    [...element.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n'),
  );

/** Waits until the outputs are those of the editor's current text (the translator answers from a worker). */
const translated = (page: Page) =>
  page.locator('[data-slot="sql-to-rest"]:not([data-translating])').waitFor({ timeout: 10_000 });

/** Replaces the editor's text the way a paste would (one input event), then waits for its translation. */
async function replaceSql(page: Page, sql: string): Promise<void> {
  await openEditor(page);
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(sql);
  await translated(page);
}

/** The text of one output, whether or not its tab is selected. */
const output = (page: Page, language: 'curl' | 'http' | 'js') =>
  page.locator(`[role="tabpanel"][data-language="${language}"] pre`).innerText();

const outputs = (page: Page) => page.locator('[data-slot="outputs"]');
const isInert = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => (element as HTMLElement).inert);
const errorArea = (page: Page) => page.locator('[data-slot="translation-error"]');

async function faqQuestions(page: Page): Promise<string[]> {
  return page.locator('[data-slot="faqs"] summary').allInnerTexts();
}

describe('SQL-to-REST page', () => {
  it('starts the parser after the page, with the same outputs, and builds the editor at the first click', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await gotoPath(page, PATH);
    const built = await editor(page).innerText();
    await page.locator('[data-slot="sql-to-rest"][data-state="ready"]').waitFor({ timeout: 20_000 });

    expect(await page.getByRole('tab', { name: 'cURL' }).getAttribute('aria-selected')).toBe('true');
    expect(await output(page, 'curl')).toContain("curl -G 'http://localhost:54321/rest/v1/books'");
    expect(await output(page, 'http')).toMatch(
      /^GET \/rest\/v1\/books\?select=.* HTTP\/1\.1\nHost: localhost:54321$/,
    );
    expect(await output(page, 'js')).toContain('.range(20, 29)');
    expect(await page.locator('[data-slot="assumptions"] li').first().innerText()).toMatch(/foreign key/);
    // Nothing of CodeMirror until the reader reaches for the SQL.
    expect(await page.locator('.cm-editor').count()).toBe(0);

    await openEditor(page);
    // Formatted once on mount; the text was formatted at build with the same options, so it is unchanged.
    expect(await editorText(page)).toBe(built);
    // The parser comes from the site itself, and nothing else is fetched from elsewhere: it works offline.
    expect(requests.filter((url) => url.endsWith('.wasm'))).toEqual([siteUrl('/wasm/libpg-query.wasm')]);
    expect(requests.filter((url) => new URL(url).origin !== new URL(siteUrl('/')).origin)).toEqual([]);
  });

  it('keeps the keys typed while the editor is being built, at the caret of the click', async () => {
    const page = await browser.newPage();
    await gotoPath(page, PATH);
    await page.locator('[data-slot="sql-to-rest"][data-state="ready"]').waitFor({ timeout: 20_000 });
    // From here on, every script the page asks for is the editor's: hold it until the keys are typed.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      held++;
      await released;
      await route.continue();
    });
    // Click right after "limit" (the start of the line "  10" is after the line break).
    const point = await editor(page).evaluate((element) => {
      element.scrollIntoView({ block: 'center' });
      const text = element.firstChild as Text;
      const at = (text.textContent ?? '').indexOf('  10') + 4;
      const range = document.createRange();
      range.setStart(text, at - 1);
      range.setEnd(text, at);
      const box = range.getBoundingClientRect();
      return { x: box.right - 1, y: box.top + box.height / 2 };
    });
    await page.mouse.click(point.x, point.y);
    await expect.poll(() => held, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.keyboard.type('0');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('5');
    expect(await page.locator('.cm-editor').count()).toBe(0);

    release();
    await page.locator('.cm-content:focus').waitFor({ timeout: 20_000 });
    expect((await editorText(page)).split('\n')).toContain('  105');
    await translated(page);
    expect(await output(page, 'curl')).toContain("-d 'limit=105'");
  });

  it('follows the site theme in the editor and the outputs, keeping the text', async () => {
    const page = await openTranslator({ colorScheme: 'light' });
    const keyword = page.locator('.cm-content span', { hasText: /^select$/ }).first();
    const flag = page.locator('[data-language="curl"] pre span.text-\\(--s2r-flag\\)').first();
    const light = [
      await keyword.evaluate((e) => getComputedStyle(e).color),
      await flag.evaluate((e) => getComputedStyle(e).color),
    ];
    const text = await editorText(page);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    const dark = [
      await keyword.evaluate((e) => getComputedStyle(e).color),
      await flag.evaluate((e) => getComputedStyle(e).color),
    ];
    expect(light).toEqual(['rgb(111, 66, 193)', 'rgb(179, 38, 30)']);
    expect(dark).toEqual(['rgb(210, 168, 255)', 'rgb(255, 123, 114)']);
    expect(await page.locator('.cm-editor').evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(
      'rgb(23, 23, 23)',
    );
    expect(await editorText(page)).toBe(text);
  });

  it('says so when the parser cannot be loaded, and loads it on retry', async () => {
    const page = await browser.newPage();
    await page.route('**/wasm/libpg-query.wasm', (route) => route.abort());
    await gotoPath(page, PATH);
    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('status').filter({ hasText: 'could not be loaded' }).innerText()).toContain(
      'The SQL parser could not be loaded.',
    );
    // The editor works meanwhile, and what is typed is translated once the parser arrives.
    await replaceSql(page, 'select name from authors');
    await page.unroute('**/wasm/libpg-query.wasm');
    await retry.click();
    await page.locator('[data-slot="sql-to-rest"][data-state="ready"]').waitFor({ timeout: 20_000 });
    // The panel shows the page's first query until the typed one is translated, a moment after "ready".
    await expect
      .poll(() => output(page, 'http'))
      .toBe('GET /rest/v1/authors?select=name HTTP/1.1\nHost: localhost:54321');
  });

  // One page taken through the states below, each test starting from a translatable query on the cURL tab (a
  // load per test cost most of the file's time). The FAQ test reads the starting query, so it comes first; the
  // base-URL tests change the host for the tests after them, so they come last.
  describe('one load through its states', () => {
    let page: Page;
    beforeAll(async () => {
      page = await browser.sharedPage();
      await loadTranslator(page);
    });
    /** Back to what a new page offers: a query that translates, shown on the cURL tab. */
    async function reset(): Promise<void> {
      await replaceSql(page, 'select title from books');
      await page.getByRole('tab', { name: 'cURL' }).click();
    }

    it('shows each FAQ only under its condition', async () => {
      // The starting query has aliases (all lower case), a join, AND, an ILIKE with %, and LIMIT with OFFSET.
      expect(await faqQuestions(page)).toEqual([
        'What is cURL?',
        'What do -G and -d do?',
        'How do aliases work?',
        'Why is my alias in lower case?',
        'How is AND expressed?',
        'How do joins work?',
        'Why is % replaced by *?',
      ]);
      await page.getByRole('tab', { name: 'JavaScript' }).click();
      expect(await faqQuestions(page)).toEqual([
        'What is supabase-js?',
        'How do aliases work?',
        'Why is my alias in lower case?',
        'How is AND expressed?',
        'How do joins work?',
        'Why range() instead of limit() and offset()?',
      ]);
      await page.getByRole('tab', { name: 'HTTP' }).click();
      await replaceSql(page, 'select title as "Title" from books');
      expect(await faqQuestions(page)).toEqual(['What does the HTTP tab show?', 'How do aliases work?']);

      // Entries open and close like any accordion.
      const entry = page.locator('#faq-aliases');
      await entry.locator('summary').click();
      expect(await entry.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
      expect(await entry.innerText()).toContain('page_count:pages');
    });

    it('updates the cURL, HTTP and JavaScript outputs while typing', async () => {
      await reset();
      await editor(page).click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.keyboard.type('select name from authors where id = 1');
      await translated(page);
      expect(await output(page, 'curl')).toBe(
        "curl -G 'http://localhost:54321/rest/v1/authors' \\\n  -d 'select=name' \\\n  -d 'id=eq.1'",
      );
      expect(await output(page, 'http')).toBe(
        'GET /rest/v1/authors?select=name&id=eq.1 HTTP/1.1\nHost: localhost:54321',
      );
      expect(await output(page, 'js')).toBe(
        "const { data, error } = await supabase\n  .from('authors')\n  .select('name')\n  .eq('id', 1)",
      );
      // The Assumptions list is only there when the translation made some.
      expect(await page.getByRole('heading', { name: 'Assumptions' }).count()).toBe(0);

      await page.getByRole('tab', { name: 'JavaScript' }).click();
      await page.getByRole('button', { name: 'Copy JavaScript' }).click();
      await page.getByRole('button', { name: 'Copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await output(page, 'js'));
    });

    it('shows a parse error as message, period and hint in red, and greys the outputs and makes them inert', async () => {
      await reset();
      const before = await output(page, 'curl');
      await replaceSql(page, 'select title, from books');
      const message = errorArea(page).locator('[data-error-kind="parse"]');
      expect(await message.innerText()).toBe(
        'syntax error at or near "from". Is there a trailing comma before this point?',
      );
      const red = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.className = 'text-destructive';
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      });
      expect(await message.evaluate((element) => getComputedStyle(element).color)).toBe(red);

      expect(await isInert(page, '[data-slot="outputs"]')).toBe(true);
      expect(await outputs(page).evaluate((element) => getComputedStyle(element).opacity)).toBe('0.5');
      // The last good output stays (greyed); the tabs no longer react, to pointer or keyboard.
      expect(await output(page, 'curl')).toBe(before);
      await page.locator('[role="tab"]', { hasText: 'HTTP' }).click({ force: true });
      expect(await page.locator('[role="tab"]', { hasText: 'cURL' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      // Tab from the editor skips the inert outputs.
      await editor(page).focus();
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('[data-slot="outputs"]') ?? null),
      ).toBeNull();
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
      // The editor names the error for screen readers.
      const describedBy = await editor(page).getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toContain('syntax error');

      await replaceSql(page, 'select title from books');
      expect(await errorArea(page).innerText()).toBe('');
      expect(await isInert(page, '[data-slot="outputs"]')).toBe(false);
      expect(await output(page, 'http')).toBe(
        'GET /rest/v1/books?select=title HTTP/1.1\nHost: localhost:54321',
      );
    });

    it('explains an unsupported query with the RPC note and link', async () => {
      await reset();
      await replaceSql(page, 'select distinct title from books');
      const error = errorArea(page).locator('[data-error-kind="unsupported"]');
      const [message, note] = await error.locator('p').allInnerTexts();
      expect(message).toMatch(/^PostgREST does not support DISTINCT\. \S/);
      expect(note).toBe(UNSUPPORTED_NOTE);
      expect(await error.getByRole('link', { name: 'RPC endpoint' }).getAttribute('href')).toBe(RPC_DOCS);
      expect(await isInert(page, '[data-slot="outputs"]')).toBe(true);
    });

    it('offers an orange "Create a PR" link for a feature the translator lacks', async () => {
      await reset();
      await replaceSql(page, 'select * from books join authors using (author_id)');
      const error = errorArea(page).locator('[data-error-kind="unimplemented"]');
      expect(await error.innerText()).toMatch(/USING.*\. Create a PR$/);
      const link = error.getByRole('link', { name: 'Create a PR' });
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/github\.com\//);
      expect(await link.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(194, 65, 12)');
      expect(await isInert(page, '[data-slot="outputs"]')).toBe(true);
    });

    it('greys only the JavaScript tab for a JavaScript renderer error, with the message above it', async () => {
      await reset();
      await replaceSql(page, 'select title from books offset 10');
      expect(await isInert(page, '[data-slot="outputs"]')).toBe(false);
      expect(await errorArea(page).innerText()).toBe('');
      const disabled = await page
        .locator('[role="tabpanel"][data-disabled]')
        .evaluateAll((panels) => panels.map((panel) => panel.getAttribute('data-language')));
      expect(disabled).toEqual(['js']);
      expect(await output(page, 'curl')).toContain("-d 'offset=10'");

      await page.getByRole('tab', { name: 'JavaScript' }).click();
      const panel = page.getByRole('tabpanel', { name: 'JavaScript' });
      expect(await panel.locator('[data-slot="render-error"]').innerText()).toBe(
        'supabase-js cannot skip rows without a limit. Add a LIMIT: supabase-js expresses OFFSET only through range(from, to).',
      );
      expect(
        await panel.locator('pre').evaluate((element) => (element.parentElement as HTMLElement).inert),
      ).toBe(true);
      expect(await page.getByRole('button', { name: 'Copy JavaScript' }).isDisabled()).toBe(true);

      await page.getByRole('tab', { name: 'HTTP' }).click();
      expect(
        await page.getByRole('tabpanel', { name: 'HTTP' }).locator('[data-slot="render-error"]').count(),
      ).toBe(0);
      expect(await page.getByRole('button', { name: 'Copy HTTP' }).isDisabled()).toBe(false);
    });

    it('formats the SQL on Ctrl+S without opening the save dialog, and Ctrl+Z brings the typed text back', async () => {
      await reset();
      const typed = 'SELECT title FROM books WHERE pages > 100';
      await replaceSql(page, typed);
      await page.evaluate(() => {
        window.addEventListener('keydown', (event) => {
          if (event.key.toLowerCase() === 's')
            (window as unknown as { saveBlocked?: boolean }).saveBlocked = event.defaultPrevented;
        });
      });
      let downloads = 0;
      page.on('download', () => downloads++);
      await page.keyboard.press('Control+S');
      // The formatter runs in the translator's worker: the text changes a moment after the key.
      const formatted = 'select\n  title\nfrom\n  books\nwhere\n  pages > 100';
      await page.waitForFunction(
        (text) =>
          [...document.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n') === text,
        formatted,
        { timeout: 10_000 },
      );
      expect(await editorText(page)).toBe(formatted);
      await translated(page);
      expect(await page.evaluate(() => (window as unknown as { saveBlocked?: boolean }).saveBlocked)).toBe(
        true,
      );
      expect(downloads).toBe(0);
      expect(await output(page, 'curl')).toContain("-d 'pages=gt.100'");

      await page.keyboard.press('Control+Z');
      expect(await editorText(page)).toBe(typed);
    });

    it('marks the parse error in the editor at the token the parser stopped at, as well as below it', async () => {
      await reset();
      await replaceSql(page, 'select title, from books');
      const mark = page.locator('.cm-content [data-slot="sql-error-mark"]');
      await mark.waitFor();
      expect(await mark.innerText()).toBe('from');
      expect(await mark.getAttribute('title')).toBe('syntax error at or near "from"');
      const style = await mark.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { line: computed.textDecorationLine, wavy: computed.textDecorationStyle };
      });
      expect(style).toEqual({ line: 'underline', wavy: 'wavy' });
      expect(await errorArea(page).innerText()).toContain('syntax error at or near "from"');

      // An unfinished statement marks its last word; fixing the SQL removes the mark.
      await replaceSql(page, 'select title from books where');
      await page.waitForFunction(
        () => document.querySelector('.cm-content [data-slot="sql-error-mark"]')?.textContent === 'where',
      );
      await replaceSql(page, 'select title from books');
      await mark.waitFor({ state: 'detached' });
      // Errors that are not about syntax have no position: the message below is all there is.
      await replaceSql(page, 'select distinct title from books');
      await errorArea(page).locator('[data-error-kind="unsupported"]').waitFor();
      expect(await mark.count()).toBe(0);
    });

    it('changes the host of the cURL and HTTP outputs through the base-URL dialog, refusing invalid URLs', async () => {
      await reset();
      const host = page
        .getByRole('tabpanel', { name: 'cURL' })
        .getByRole('button', { name: 'http://localhost:54321/rest/v1' });
      await host.click();
      const dialog = page.getByRole('dialog', { name: 'Base URL' });
      await dialog.waitFor();
      const field = dialog.getByRole('textbox', { name: 'URL' });
      expect(await field.inputValue()).toBe('http://localhost:54321/rest/v1');

      for (const invalid of ['not a url', '/rest/v1', 'http://']) {
        await field.fill(invalid);
        await dialog.getByRole('button', { name: 'Save' }).click();
        expect(await dialog.getByRole('alert').innerText()).toBe('Invalid URL');
        expect(await field.getAttribute('aria-invalid')).toBe('true');
      }

      // Any URL that parses is taken (the requests are only shown), whatever its scheme.
      await field.fill('ftp://example.com/x');
      await field.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      expect(await output(page, 'curl')).toContain("curl -G 'ftp://example.com/x/books'");
      await page.getByRole('tabpanel', { name: 'cURL' }).locator('[data-slot="host-text"]').click();
      await dialog.waitFor();

      await field.fill('https://abc.example.co/rest/v1///');
      await field.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      expect(await output(page, 'curl')).toContain("curl -G 'https://abc.example.co/rest/v1/books'");
      expect(await output(page, 'http')).toContain('\nHost: abc.example.co');
      // Focus goes back to the host text that opened the dialog (Radix moves it in a task after the dialog
      // leaves the page, so it may arrive just after the check above).
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('https://abc.example.co/rest/v1');

      // The HTTP output's host opens the same dialog; Escape closes it without a change.
      await page.getByRole('tab', { name: 'HTTP' }).click();
      await page
        .getByRole('tabpanel', { name: 'HTTP' })
        .getByRole('button', { name: 'abc.example.co' })
        .click();
      await dialog.waitFor();
      await field.fill('https://other.example.co');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await output(page, 'http')).toContain('\nHost: abc.example.co');
    });

    it('adds /rest/v1 to a platform address without a path, says so, and suggests it for another path', async () => {
      await reset();
      await page.getByRole('tabpanel', { name: 'cURL' }).locator('[data-slot="host-text"]').click();
      const dialog = page.getByRole('dialog', { name: 'Base URL' });
      const field = dialog.getByRole('textbox', { name: 'URL' });
      const hint = dialog.locator('[data-slot="rest-path-hint"]');
      const note = dialog.locator('[data-slot="rest-path-note"]');

      await field.fill('https://abcdefgh.supabase.co/auth/v1');
      expect(await hint.innerText()).toBe(
        'REST requests on this host go under /rest/v1. Did you mean https://abcdefgh.supabase.co/rest/v1?',
      );
      expect(await field.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
      await expectNoSeriousViolations(page);
      await field.fill('http://127.0.0.1:54321/');
      expect(await hint.count()).toBe(0);
      expect(await note.innerText()).toBe(
        'REST requests on this host go under /rest/v1, so saving adds it: http://127.0.0.1:54321/rest/v1',
      );
      // Other hosts may route REST anywhere: no hint, no note. Invalid text keeps the "Invalid URL" message.
      await field.fill('https://api.example.com');
      expect(await hint.count()).toBe(0);
      expect(await note.count()).toBe(0);
      await field.fill('abc.supabase.co');
      await dialog.getByRole('button', { name: 'Save' }).click();
      expect(await dialog.getByRole('alert').innerText()).toBe('Invalid URL');
      // A host and port without a scheme parse as a scheme of their own: taken, with a hint.
      await field.fill('localhost:3000/rest');
      expect(await hint.innerText()).toBe(
        'This reads as a URL with the scheme localhost:. Did you mean http://localhost:3000/rest?',
      );

      // The case: the project URL as the widget shows it, pasted as it is.
      await field.fill('https://abcdefgh.supabase.co');
      expect(await field.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await output(page, 'curl')).toContain("curl -G 'https://abcdefgh.supabase.co/rest/v1/books'");
    });
  });

  // Each state is checked in one theme and for colours in the other (the page follows the system theme): the
  // first whole, the later ones only where they differ from it (the translator, and the dialog it opens).
  it('has no serious accessibility violations in its states, in light and dark', async () => {
    const page = await openTranslator({ colorScheme: 'light' });
    await expectNoSeriousViolationsInBothThemes(page);
    const translator = { include: ['[data-slot="sql-to-rest"]'] };
    await replaceSql(page, 'select distinct title from books');
    await expectNoSeriousViolationsInBothThemes(page, translator);
    await replaceSql(page, 'select title from books offset 10');
    await page.getByRole('tab', { name: 'JavaScript' }).click();
    await expectNoSeriousViolationsInBothThemes(page, translator);
    await page.getByRole('tab', { name: 'cURL' }).click();
    await page.locator('[data-slot="host-text"]').first().click();
    await page.getByRole('dialog').waitFor();
    await expectNoSeriousViolationsInBothThemes(page, { include: ['[role="dialog"]'] });
  });
});

/** Sizes of the editor's parts, in CSS pixels. */
function editorBox(page: Page) {
  return page.evaluate(() => {
    const scroller = document.querySelector('.cm-scroller') as HTMLElement;
    const editorElement = document.querySelector('.cm-editor') as HTMLElement;
    const lines = [...document.querySelectorAll('.cm-line')];
    const last = lines.at(-1)?.getBoundingClientRect();
    const box = scroller.getBoundingClientRect();
    return {
      height: editorElement.getBoundingClientRect().height,
      rem: Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
      scrollHeight: scroller.scrollHeight,
      clientHeight: scroller.clientHeight,
      scrollWidth: scroller.scrollWidth,
      clientWidth: scroller.clientWidth,
      lastLineInside: last !== undefined && last.bottom <= box.bottom + 0.5 && last.top >= box.top - 0.5,
      gutterRight: (document.querySelector('.cm-gutters') as HTMLElement).getBoundingClientRect().right,
      textLeft: Math.min(
        ...lines.map((line) => {
          const range = document.createRange();
          range.selectNodeContents(line);
          return range.getBoundingClientRect().left;
        }),
      ),
    };
  });
}

describe('SQL-to-REST layout', () => {
  it('shows the whole starting query with no inner scrolling, and the outputs right under it', async () => {
    const page = await openTranslator();
    const box = await editorBox(page);
    expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
    expect(box.lastLineInside).toBe(true);
    expect(box.height).toBeLessThanOrEqual(24 * box.rem);
    expect(box.gutterRight).toBeLessThanOrEqual(box.textLeft);

    // No band between the editor and the outputs, and none inside the output box below its text.
    const gap = await page.evaluate(() => {
      const editorFrame = document.querySelector('.cm-editor')?.closest('.rounded-lg') as HTMLElement;
      const outputsBox = document.querySelector('[data-slot="outputs"]') as HTMLElement;
      const pre = document.querySelector('[role="tabpanel"]:not([hidden]) pre') as HTMLElement;
      const code = pre.querySelector('code') as HTMLElement;
      const padding = Number.parseFloat(getComputedStyle(pre).paddingBottom);
      return {
        between: outputsBox.getBoundingClientRect().top - editorFrame.getBoundingClientRect().bottom,
        belowText: pre.getBoundingClientRect().bottom - code.getBoundingClientRect().bottom - padding,
      };
    });
    expect(gap.between).toBeLessThanOrEqual(12.5);
    expect(gap.belowText).toBeLessThanOrEqual(1);
  });

  it('keeps the editor 24rem tall whatever its text, as tall as the SQL shown before it, so nothing moves', async () => {
    const page = await browser.newPage();
    await gotoPath(page, PATH);
    await page.locator('[data-slot="sql-to-rest"][data-state="ready"]').waitFor({ timeout: 20_000 });
    // The editor's frame and where the outputs start, in page coordinates.
    const layout = () =>
      page.evaluate(() => {
        const sql = document.querySelector('[data-slot="sql-to-rest"] > .rounded-lg') as HTMLElement;
        const outputs = document.querySelector('[data-slot="outputs"]') as HTMLElement;
        return {
          frame: sql.getBoundingClientRect().height,
          outputsTop: outputs.getBoundingClientRect().top + window.scrollY,
        };
      });
    const before = await layout();
    const placeholder = await page
      .locator('[data-slot="sql-text"]')
      .evaluate((element) => element.getBoundingClientRect().height);

    await openEditor(page);
    const box = await editorBox(page);
    expect(placeholder).toBeCloseTo(24 * box.rem, 0);
    expect(box.height).toBeCloseTo(24 * box.rem, 0);
    const after = await layout();
    expect(after.frame).toBeCloseTo(before.frame, 0);
    expect(after.outputsTop).toBeCloseTo(before.outputsTop, 0);

    // One line: still 24rem (it shrank to 6rem), and the outputs stay where they were.
    await replaceSql(page, 'select title from books');
    expect((await editorBox(page)).height).toBeCloseTo(24 * box.rem, 0);
    expect((await layout()).outputsTop).toBeCloseTo(before.outputsTop, 0);
  });

  it('caps a 60-line query at 24rem and scrolls it inside the editor', async () => {
    const page = await openTranslator();
    const sql = `select\n${Array.from({ length: 58 }, (_, index) => `  column_${index + 1},`).join('\n')}\n  id from books`;
    await replaceSql(page, sql);
    const box = await editorBox(page);
    expect(box.height).toBeCloseTo(24 * box.rem, 0);
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight + 200);
    // The wheel scrolls the editor while it has somewhere to go. Typing left the cursor (and the editor's
    // scroll position) at the end, so start from the top.
    const scroller = page.locator('.cm-scroller');
    await scroller.hover();
    await scroller.evaluate((element) => {
      element.scrollTop = 0;
    });
    await page.waitForFunction(() => (document.querySelector('.cm-scroller') as HTMLElement).scrollTop === 0);
    const pageBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => (document.querySelector('.cm-scroller') as HTMLElement).scrollTop > 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageBefore);
  });

  it('wraps a long line instead of scrolling sideways, and keeps the gutter off the code', async () => {
    const page = await openTranslator();
    const columns = Array.from({ length: 30 }, (_, index) => `books.some_long_column_name_${index}`);
    await replaceSql(page, `select ${columns.join(', ')} from books`);
    const box = await editorBox(page);
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    expect(box.gutterRight).toBeLessThanOrEqual(box.textLeft);
    const lineHeight = await page
      .locator('.cm-line')
      .first()
      .evaluate((line) => {
        const style = getComputedStyle(line);
        return { height: line.getBoundingClientRect().height, one: Number.parseFloat(style.lineHeight) };
      });
    expect(lineHeight.height).toBeGreaterThan(lineHeight.one * 3);
  });

  it('keeps the long HTTP request line whole: it scrolls sideways inside its box, not the page', async () => {
    const page = await openTranslator();
    await page.getByRole('tab', { name: 'HTTP' }).click();
    const pre = page.getByRole('tabpanel', { name: 'HTTP' }).locator('pre');
    const sizes = await pre.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      height: element.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
    // Two lines, the request line and Host, each on one row (plus the box's padding).
    expect(sizes.height).toBeLessThan(sizes.lineHeight * 3 + 24);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    expect(await output(page, 'http')).toMatch(
      /^GET \/rest\/v1\/books\?\S+ HTTP\/1\.1\nHost: localhost:54321$/,
    );
  });

  it('lets the wheel scroll the page when the editor has nothing to scroll', async () => {
    const page = await openTranslator();
    await page.locator('.cm-editor').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -100));
    const before = await page.evaluate(() => window.scrollY);
    await page.locator('.cm-content').hover();
    await page.mouse.wheel(0, 300);
    await page.waitForFunction((start) => window.scrollY > start + 100, before);
    expect(await page.locator('.cm-scroller').evaluate((element) => element.scrollTop)).toBe(0);
  });

  it('fits a phone screen: the editor wraps and nothing scrolls the page sideways', async () => {
    const page = await openTranslator({ viewport: { width: 390, height: 844 } });
    const box = await editorBox(page);
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    expect(box.lastLineInside).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  });
});
