import { describe, expect, it } from 'vitest';
import { headingText, pageSections, slugger } from './page-sections';

describe('slugger', () => {
  it("follows GitHub's rule: lower case, punctuation dropped, underscores kept, repeats numbered", () => {
    const slug = slugger();
    expect(slug('Keep updated_at correct with a trigger')).toBe('keep-updated_at-correct-with-a-trigger');
    expect(slug('Local development & CLI')).toBe('local-development--cli');
    expect(slug('getSession() and getUser()')).toBe('getsession-and-getuser');
    expect(slug('Sign in')).toBe('sign-in');
    expect(slug('Sign in')).toBe('sign-in-1');
  });
});

describe('headingText', () => {
  it('keeps identifiers and drops links, code marks and emphasis', () => {
    expect(headingText('The `anon` and `service_role` keys')).toBe('The anon and service_role keys');
    expect(headingText('[Auth](https://example.com/guides/auth/)')).toBe('Auth');
    expect(headingText('_Optional_ **steps**')).toBe('Optional steps');
  });
});

describe('pageSections', () => {
  const markdown = [
    '# Page',
    '',
    '> What it is.',
    '',
    'Intro.',
    '',
    '## Turn it on',
    '',
    '```sql',
    '## not a heading',
    '```',
    '',
    '### `PGRST116` One row',
    '',
    '## [Guides](https://example.com/guides/)',
    '',
  ].join('\n');

  it('lists levels 2–4 outside code fences with anchors and offsets; explicit ids win; a link heading has none', () => {
    const sections = pageSections(markdown, undefined, [null, 'PGRST116', null]);
    expect(sections).toEqual([
      { heading: 'Turn it on', anchor: 'turn-it-on', level: 2, start: markdown.indexOf('## Turn') },
      { heading: 'PGRST116 One row', anchor: 'PGRST116', level: 3, start: markdown.indexOf('### ') },
      { heading: 'Guides', anchor: null, level: 2, start: markdown.indexOf('## [Guides]') },
    ]);
  });

  it('applies a page rule, e.g. the CLI pages `{command}--{part}`', () => {
    const sections = pageSections(
      '# x\n\n## Usage\n\n## Flags\n',
      ({ text }, slug) => `supabase-db-push--${slug(text)}`,
    );
    expect(sections.map((section) => section.anchor)).toEqual([
      'supabase-db-push--usage',
      'supabase-db-push--flags',
    ]);
  });
});
