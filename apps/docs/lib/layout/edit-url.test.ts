import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/site.config';
import { editUrl } from './edit-url';

describe('edit links', () => {
  it('points at the content file on the configured repository and branch', () => {
    expect(
      editUrl('getting-started/creating-a-project.mdx', {
        ...siteConfig,
        docsRepoUrl: 'https://git.test/docs/',
      }),
    ).toBe('https://git.test/docs/edit/main/apps/docs/content/guides/getting-started/creating-a-project.mdx');
  });

  it('gives no link when no repository is configured', () => {
    expect(editUrl('getting-started/index.mdx', { ...siteConfig, docsRepoUrl: undefined })).toBeUndefined();
  });
});
