import { describe, expect, it } from 'vitest';
import { frontmatter, headingsOf } from './page-text';

describe('frontmatter', () => {
  it('reads single-line values and takes their quotes off', () => {
    const source = `---\ntitle: "Row Level Security"\ndescription: 'Policies, step by step'\n---\n# Body`;
    expect(frontmatter(source)).toEqual({
      title: 'Row Level Security',
      description: 'Policies, step by step',
    });
  });

  it('is empty without a frontmatter block', () => {
    expect(frontmatter('# Title\n\ntitle: not frontmatter')).toEqual({});
  });
});

describe('headingsOf', () => {
  it('lists levels 2 to 4 without their markup, and nothing inside code fences', () => {
    const markdown = [
      '# Page',
      '## Enable `RLS`',
      '```sql',
      '## not a heading',
      '```',
      '### **Policies** ###',
      '##### Too deep',
    ].join('\n');
    expect(headingsOf(markdown)).toEqual(['Enable RLS', 'Policies']);
  });
});
