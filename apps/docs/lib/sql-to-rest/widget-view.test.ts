import { initParser } from 'sql-to-rest';
import { beforeAll, describe, expect, it } from 'vitest';
import { translateSql } from './translate-sql';
import { blockingError, initialWidgetState, type WidgetState, widgetReducer } from './widget-state';
import { errorMarkOf, widgetView } from './widget-view';

beforeAll(() => initParser());

const stateFor = (sql: string): WidgetState => initialWidgetState(sql, undefined, translateSql(sql));
const good = 'select title from books';
const broken = 'select title, from books';

describe('SQL-to-REST widget view', () => {
  it("shows the build's outputs while the parser loads, and a message in their place without them", () => {
    expect(widgetView(stateFor(good), 'loading', true).outputsShown).toBe(true);
    expect(widgetView(initialWidgetState(good), 'loading', false).outputsShown).toBe(false);
    expect(widgetView(stateFor(good), 'ready', false).outputsShown).toBe(true);
  });

  it('hides every output and its error when the parser failed to load', () => {
    const view = widgetView(stateFor(broken), 'failed', true);
    expect(view.outputsShown).toBe(false);
    expect(view.error).toBeUndefined();
  });

  it('blocks the outputs under a parse error and shows it above them', () => {
    const view = widgetView(stateFor(broken), 'ready', true);
    expect(view.blocked).toBe(true);
    expect(view.error?.kind).toBe('parse');
  });

  it('lists the FAQs for the selected tab', () => {
    const state = widgetReducer(stateFor(good), { type: 'language-selected', language: 'js' });
    expect(widgetView(state, 'ready', true).faqs).toEqual(['what-is-supabase-js']);
  });

  it('marks the token where the parser stopped, for the text it parsed', () => {
    const mark = errorMarkOf(broken, blockingError(stateFor(broken)));
    expect(mark?.sql).toBe(broken);
    expect(mark && broken.slice(mark.range.from, mark.range.to)).toBe('from');
    expect(errorMarkOf(good, undefined)).toBeUndefined();
  });
});
