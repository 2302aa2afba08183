import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CliCrawlerPage from './page';

async function render(id: string): Promise<string> {
  return renderToStaticMarkup(await CliCrawlerPage({ params: Promise.resolve({ slug: [id] }) }));
}

describe('a CLI command page of its own', () => {
  it('links its section in the one-page reference and the commands beside it', async () => {
    const html = await render('supabase-db-push');
    expect(html).toContain('href="/reference/cli/#supabase-db-push"');
    expect(html).toMatch(/<nav aria-label="Commands in [^"]+"/);
    // Its parent, itself (marked as the current page) and its siblings.
    expect(html).toContain('href="/reference/cli/crawlers/supabase-db/"');
    expect(html).toMatch(/href="\/reference\/cli\/crawlers\/supabase-db-push\/" aria-current="page"/);
    expect(html).toContain('href="/reference/cli/crawlers/supabase-db-pull/"');
  });

  it('lists the subcommands of a command that groups others', async () => {
    const html = await render('supabase-db');
    expect(html).toContain('Subcommands');
    expect(html).toContain('href="/reference/cli/crawlers/supabase-db-push/"');
  });
});
