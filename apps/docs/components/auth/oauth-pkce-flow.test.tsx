// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OAUTH_PKCE_STEPS, oauthPkceChart } from '@/lib/auth/oauth-pkce-flow';
import { componentHandlers } from '@/lib/markdown/component-handlers';
import { mdxToMarkdown } from '@/lib/markdown/mdx-to-markdown';
import { OAuthPkceFlow } from './oauth-pkce-flow';

afterEach(cleanup);

describe('<OAuthPkceFlow>', () => {
  it('numbers the steps, draws the sequence diagram and states the client rule', () => {
    const { container } = render(<OAuthPkceFlow />);
    expect(container.querySelectorAll('[data-slot="oauth-pkce-flow"] > ol > li')).toHaveLength(
      OAUTH_PKCE_STEPS.length,
    );
    expect(
      screen.getByRole('figure', { name: 'The PKCE sign-in flow' }).querySelectorAll('svg'),
    ).toHaveLength(2);
    const text = container.textContent ?? '';
    expect(text).toContain("flowType: 'pkce'");
    expect(text).toContain('@supabase/ssr');
    expect(text).toContain('implicit flow');
  });

  it('reads the same in its Markdown twin', () => {
    const markdown = mdxToMarkdown('<OAuthPkceFlow />', {
      file: 'content/guides/auth/demo.mdx',
      pageUrl: 'https://docs.example.com/guides/auth/demo/',
      handlers: componentHandlers,
    });
    expect(markdown).toMatch(/^1\. The client makes up a random secret/m);
    expect(markdown).toMatch(new RegExp(`^${OAUTH_PKCE_STEPS.length}\\. `, 'm'));
    expect(markdown).toContain(`\`\`\`mermaid\n${oauthPkceChart()}\n\`\`\``);
    expect(markdown).toContain('> **Note: Which client gets a code**');
    expect(markdown).toContain("`auth: { flowType: 'pkce' }`");
    expect(markdown).toContain('`@supabase/ssr`');
  });

  it('is used by the PKCE guide, the social-login index and every provider page', () => {
    // Read from the workspace (jsdom has no file URLs for import.meta.url).
    const auth = join(process.cwd(), 'content', 'guides', 'auth');
    const socialPages = readdirSync(join(auth, 'social-login')).filter((name) => name.endsWith('.mdx'));
    expect(socialPages.filter((name) => name.startsWith('auth-')).length).toBeGreaterThanOrEqual(19);
    const pages = ['oauth-pkce.mdx', ...socialPages.map((name) => `social-login/${name}`)];
    for (const page of pages)
      expect(readFileSync(join(auth, page), 'utf8'), page).toContain('<OAuthPkceFlow />');
  });
});
