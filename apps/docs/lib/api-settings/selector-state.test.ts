import { describe, expect, it } from 'vitest';
import { branchState, type QueryResult, selectorState, valueState } from './selector-state';
import { branches, organizations, projects } from './test-fixtures';

const pending = { status: 'pending' } as const;
const failed = { status: 'error' } as const;
const ok = <T>(data: T): QueryResult<T> => ({ status: 'success', data });

describe('selectorState', () => {
  it('is user loading while the session is not known, whatever the queries say', () => {
    expect(selectorState('loading', ok(organizations), ok(projects))).toBe('user-loading');
  });

  it('is logged out without a session', () => {
    expect(selectorState('signed-out', pending, pending)).toBe('logged-out');
  });

  it('is pending until both lists arrive', () => {
    expect(selectorState('signed-in', pending, pending)).toBe('logged-in-pending');
    expect(selectorState('signed-in', ok(organizations), pending)).toBe('logged-in-pending');
    expect(selectorState('signed-in', pending, ok(projects))).toBe('logged-in-pending');
  });

  it('is an error as soon as either list fails', () => {
    expect(selectorState('signed-in', failed, pending)).toBe('logged-in-error');
    expect(selectorState('signed-in', ok(organizations), failed)).toBe('logged-in-error');
  });

  it('is no data when the reader has no projects in their organizations', () => {
    expect(selectorState('signed-in', ok(organizations), ok([]))).toBe('logged-in-no-data');
    expect(selectorState('signed-in', ok([]), ok(projects))).toBe('logged-in-no-data');
  });

  it('has data when at least one project can be listed', () => {
    expect(selectorState('signed-in', ok(organizations), ok(projects))).toBe('logged-in-data');
  });
});

describe('branchState', () => {
  const [web, api] = projects;

  it('has no branches when no project is chosen or the project has branching disabled', () => {
    expect(branchState(undefined, ok(branches))).toBe('no-branches');
    expect(branchState(web, ok(branches))).toBe('no-branches');
  });

  it('is pending, error, empty or has data for a project with branching', () => {
    expect(branchState(api, pending)).toBe('pending');
    expect(branchState(api, failed)).toBe('error');
    expect(branchState(api, ok([]))).toBe('empty');
    expect(branchState(api, ok(branches))).toBe('has-data');
  });
});

describe('valueState', () => {
  it('waits for a ref, then follows the project API call', () => {
    expect(valueState(undefined, ok({}))).toBe('waiting');
    expect(valueState('acme-web', pending)).toBe('pending');
    expect(valueState('acme-web', failed)).toBe('error');
    expect(valueState('acme-web', ok({}))).toBe('ready');
  });
});
