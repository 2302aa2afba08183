// @vitest-environment jsdom

import { buildPasteIndex, findErrors } from '@platform/docs-core/errors/paste-parser';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readPageIndex } from '@/lib/errors/error-index';
import { ErrorList } from './error-list';

afterEach(cleanup);

describe('<ErrorList>', () => {
  it('gives each explained entry a heading anchored at its code, with status, meaning and fix', () => {
    render(<ErrorList source="postgrest" />);
    const heading = screen.getByRole('heading', { level: 3, name: /PGRST116/ });
    expect(heading.id).toBe('PGRST116');
    const article = heading.closest('article');
    expect(article?.textContent).toContain('HTTP status 406');
    expect(article?.textContent).toContain('.maybeSingle()');
    expect(article?.querySelector('a[href="/guides/database/row-level-security/"]')).not.toBeNull();
  });

  it('shows each status of a code GoTrue answers differently by endpoint, with the endpoint', () => {
    render(<ErrorList source="auth" />);
    const article = screen.getByRole('heading', { level: 3, name: /insufficient_aal/ }).closest('article');
    const text = article?.textContent ?? '';
    expect(text).toMatch(/401 on PUT \/user/);
    expect(text).toMatch(/403 on [^;]*POST \/factors/);
    expect(text).toMatch(/422 on DELETE \/factors\/\{factor_id\}/);
  });

  it('shows Storage’s HTTP status and the statusCode its body carries', () => {
    render(<ErrorList source="storage" />);
    const article = screen.getByRole('heading', { level: 3, name: /NoSuchBucket/ }).closest('article');
    expect(article?.textContent).toContain('HTTP status 400; statusCode in the body "404"');
  });

  it('lists the SQLSTATEs without an explanation as table rows with their anchors', () => {
    render(<ErrorList source="postgres" />);
    expect(screen.getByRole('heading', { level: 3, name: /42501/ }).id).toBe('42501');
    const row = document.getElementById('2202E');
    expect(row?.tagName).toBe('TR');
    expect(row?.textContent).toContain('array_subscript_error');
    expect(row?.textContent).toContain('Data Exception');
  });

  it('carries what the paste widget reads: the page alone is enough to match a paste', () => {
    render(
      <>
        <ErrorList source="postgres" />
        <ErrorList source="auth" />
      </>,
    );
    const entries = readPageIndex(document);
    expect(entries.find((entry) => entry.code === '23505')).toMatchObject({
      anchor: '23505',
      source: 'postgres',
      messages: ['duplicate key value violates unique constraint'],
    });
    expect(entries.find((entry) => entry.code === '23505')?.summary).toMatch(/same value/);
    // The result card shows the status and the fix from the page too; a listed SQLSTATE has neither.
    expect(entries.find((entry) => entry.code === '23505')?.fix).toMatch(/\S/);
    expect(entries.find((entry) => entry.code === '23505')?.status).toBe(409);
    expect(entries.find((entry) => entry.code === '2202E')).not.toHaveProperty('status');
    expect(entries.find((entry) => entry.code === '2202E')).not.toHaveProperty('fix');
    const credentials = entries.find((entry) => entry.code === 'invalid_credentials');
    expect(credentials?.status).toBe(400);
    expect(credentials?.fix).toMatch(/\S/);
    const matches = findErrors('AuthApiError: Invalid login credentials', buildPasteIndex(entries));
    expect(matches[0]?.entry.anchor).toBe('invalid_credentials');
  });
});
