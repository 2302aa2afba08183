import { describe, expect, it } from 'vitest';
import { gotoPath, setupBrowser } from './support/browser';

const browser = setupBrowser();

describe('code blocks', () => {
  it('copies the exact code of a block, without added indentation', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/creating-a-project/');
    const block = page.locator('figure', { has: page.locator('figcaption', { hasText: 'app/products.ts' }) });
    await block.getByRole('button', { name: 'Copy code' }).click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe("const { data, error } = await supabase.from('products').select('id, name, price');");
  });

  it('copies a block nested in a tab panel line for line, with its title and highlighted lines', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/creating-a-project/');
    await page.getByRole('tab', { name: 'SQL' }).click();
    const block = page.locator('figure', {
      has: page.locator('figcaption', { hasText: 'create-products.sql' }),
    });
    expect(await block.locator('.line.highlighted').count()).toBe(2);
    await block.getByRole('button', { name: 'Copy code' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')).toEqual([
      'create table products (',
      '  id uuid primary key default gen_random_uuid(),',
      '  name text not null,',
      '  price real not null,',
      '  image text',
      ');',
      'alter table products enable row level security;',
    ]);
  });
});

describe('mermaid', () => {
  it('ships a mermaid fence as a drawn, titled SVG and no mermaid code', async () => {
    const page = await browser.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await gotoPath(page, '/guides/getting-started/architecture/');
    const figure = page.getByRole('figure', { name: 'How a request reaches the database' });
    const svg = figure.getByRole('document', { name: 'How a request reaches the database' });
    await svg.waitFor();
    expect(await svg.textContent()).toContain('API gateway');
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.some((body) => body.includes('flowchart-v2'))).toBe(false);
  });

  it('does not download mermaid on a page without a diagram', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await gotoPath(page, '/guides/getting-started/creating-a-project/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((body) => body.includes('flowchart-v2'))).toBe(false);
  });
});
