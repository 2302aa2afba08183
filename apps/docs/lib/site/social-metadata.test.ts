import { describe, expect, it } from 'vitest';
import { ogImagePath, socialMetadata } from './social-metadata';

describe('ogImagePath', () => {
  it('names one PNG per page under /og/', () => {
    expect(ogImagePath('/')).toBe('/og/index.png');
    expect(ogImagePath('/guides/')).toBe('/og/guides.png');
    expect(ogImagePath('/guides/api/sql-to-rest/')).toBe('/og/guides/api/sql-to-rest.png');
    expect(ogImagePath('/reference/cli/crawlers/supabase-start')).toBe(
      '/og/reference/cli/crawlers/supabase-start.png',
    );
  });
});

describe('socialMetadata', () => {
  it('gives OpenGraph and a large Twitter card the same image, with its size and alt text', () => {
    const meta = socialMetadata({ title: 'Auth', description: 'Sign users in.', path: '/guides/auth/' });
    expect(meta.openGraph).toMatchObject({
      title: 'Auth',
      description: 'Sign users in.',
      url: '/guides/auth/',
      type: 'article',
      images: [{ url: '/og/guides/auth.png', width: 1200, height: 630, alt: 'Auth · Supabase Docs' }],
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Auth',
      images: [{ url: '/og/guides/auth.png', alt: 'Auth · Supabase Docs' }],
    });
  });

  it('leaves the description out when the page has none', () => {
    const meta = socialMetadata({ title: 'Home', path: '/', type: 'website' });
    expect(meta.openGraph).not.toHaveProperty('description');
    expect(meta.openGraph).toMatchObject({ type: 'website', images: [{ url: '/og/index.png' }] });
  });
});
