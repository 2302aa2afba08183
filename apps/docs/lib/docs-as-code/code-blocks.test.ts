import { describe, expect, it } from 'vitest';
import { extractCodeBlocks, parseFenceMeta, withoutCodeBlocks } from './code-blocks';

const page = [
  '---',
  'title: Example',
  '---',
  '',
  'Prose with 7 GB.',
  '',
  '```sql title="a.sql" norun="fragment: one clause"',
  'select 1;',
  '```',
  '',
  '<TabPanel id="sql">',
  '    ```bash',
  '    supabase start',
  '      --debug',
  '    ```',
  '</TabPanel>',
].join('\n');

describe('extractCodeBlocks', () => {
  it('reads language, meta, body and the line of each fence', () => {
    const blocks = extractCodeBlocks(page);
    expect(blocks.map(({ lang, line, bodyLine, endLine }) => ({ lang, line, bodyLine, endLine }))).toEqual([
      { lang: 'sql', line: 7, bodyLine: 8, endLine: 9 },
      { lang: 'bash', line: 12, bodyLine: 13, endLine: 15 },
    ]);
    expect(blocks[0]?.meta).toBe('title="a.sql" norun="fragment: one clause"');
  });

  it('removes the indentation of a fence nested in JSX, keeping deeper indentation', () => {
    expect(extractCodeBlocks(page)[1]?.code).toBe('supabase start\n  --debug');
  });

  it('keeps a longer fence open past a shorter one inside it', () => {
    const blocks = extractCodeBlocks('````md\n```sql\nselect 1;\n```\n````');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.code).toBe('```sql\nselect 1;\n```');
  });
});

describe('parseFenceMeta', () => {
  it('reads quoted attributes and ignores line highlights', () => {
    expect(parseFenceMeta(`{1,3} title="x.sql" fails='shows the error'`)).toEqual({
      title: 'x.sql',
      fails: 'shows the error',
    });
  });
});

describe('withoutCodeBlocks', () => {
  it('blanks fenced blocks and keeps prose on its own line numbers', () => {
    const lines = withoutCodeBlocks(page).split('\n');
    expect(lines).toHaveLength(page.split('\n').length);
    expect(lines[4]).toBe('Prose with 7 GB.');
    expect(lines.slice(6, 9)).toEqual(['', '', '']);
    expect(lines[12]).toBe('');
  });
});
