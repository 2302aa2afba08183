import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReferenceMenu } from './reference-menu';

describe('ReferenceMenu', () => {
  it('renders the attributes and classes the menu marker, the styles and the phone folding read', () => {
    const html = renderToStaticMarkup(
      <ReferenceMenu
        label="CLI commands"
        groups={[
          {
            id: 'local',
            title: 'Local',
            entries: [
              { id: 'supabase-db', depth: 0, label: 'supabase db' },
              { id: 'supabase-db-push', depth: 1, label: 'push', after: <span>badge</span> },
            ],
          },
        ]}
      />,
    );
    expect(html).toContain('<nav aria-label="CLI commands" class="text-sm">');
    expect(html).toContain('<div data-cli-area="local" class="mt-4">');
    expect(html).toContain('<li data-depth="0"><a href="#supabase-db" class="cli-menu-link pl-2">');
    expect(html).toContain(
      '<li data-depth="1"><a href="#supabase-db-push" class="cli-menu-link pl-5"><span class="min-w-0 font-mono text-[13px] [overflow-wrap:anywhere]">push</span><span>badge</span></a></li>',
    );
  });
});
