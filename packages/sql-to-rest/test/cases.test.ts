import { beforeAll, describe, expect, it } from 'vitest';
import {
  type HttpRequest,
  initParser,
  isTranslatorError,
  renderHttp,
  renderSupabaseJs,
  translateSync,
} from '../src/index.ts';
import { type Case, caseGroups } from './cases/index.ts';

beforeAll(() => initParser());

/** `GET /books?select=title&id=eq.1`, with the query decoded, as the cases write it. */
function requestLine(request: HttpRequest): string {
  const query = request.query.map(([name, value]) => `${name}=${value}`).join('&');
  return `${request.method} ${request.path}${query ? `?${query}` : ''}`;
}

function checkCase(testCase: Case): void {
  if (testCase.error) {
    const [kind, fragment] = testCase.error;
    let thrown: unknown;
    try {
      translateSync(testCase.sql);
    } catch (error) {
      thrown = error;
    }
    expect(isTranslatorError(thrown), `expected a ${kind} error`).toBe(true);
    expect((thrown as Error & { kind: string }).kind).toBe(kind);
    expect((thrown as Error).message).toContain(fragment);
    return;
  }
  const { statement, assumptions } = translateSync(testCase.sql);
  if (testCase.assumption) expect(assumptions.join('\n')).toContain(testCase.assumption);
  if (testCase.renderError?.[0] === 'http') {
    expect(() => renderHttp(statement)).toThrow(testCase.renderError[1]);
  } else {
    const request = renderHttp(statement);
    if (testCase.http) expect(requestLine(request)).toBe(testCase.http);
    const headers = Object.fromEntries(request.headers.filter(([name]) => name !== 'Content-Type'));
    expect(headers).toEqual(testCase.headers ?? {});
    if (testCase.body !== undefined) expect(request.body).toEqual(testCase.body);
    else if (request.method === 'GET' || request.method === 'DELETE') expect(request.body).toBeNull();
  }
  if (testCase.renderError?.[0] === 'js') {
    expect(() => renderSupabaseJs(statement)).toThrow(testCase.renderError[1]);
  } else {
    const { code } = renderSupabaseJs(statement);
    if (testCase.js) expect(code).toBe(testCase.js);
  }
}

describe('case table', () => {
  it('holds at least 250 cases', () => {
    const total = caseGroups.reduce((sum, group) => sum + group.cases.length, 0);
    expect(total).toBeGreaterThanOrEqual(250);
  });

  for (const group of caseGroups) {
    describe(group.feature, () => {
      for (const testCase of group.cases) {
        it(testCase.sql || '(empty input)', () => checkCase(testCase));
      }
    });
  }
});
