import { describe, expect, it } from 'vitest';
import { encodeBranchOption, encodeProjectOption } from './option-values';
import {
  apiRef,
  branchOptions,
  chooseBranch,
  chooseProject,
  projectOptions,
  resolveBranchSelection,
  resolveProjectSelection,
} from './selection';
import { branches, organizations, projects } from './test-fixtures';

const options = projectOptions(organizations, projects);

describe('projectOptions', () => {
  it('labels each project with its organization and encodes the value as [orgId, ref, label]', () => {
    expect(options.map((option) => option.label)).toEqual([
      'Acme "Labs" / Web',
      'Acme "Labs" / API',
      'Beta / App',
    ]);
    expect(JSON.parse(options[0]?.value ?? '')).toEqual([1, 'acme-web', 'Acme "Labs" / Web']);
  });

  it('leaves out projects of organizations the reader cannot see', () => {
    const orphan = { ref: 'lost', name: 'Lost', organization_id: 99, is_branch_enabled: false };
    expect(projectOptions(organizations, [...projects, orphan]).map((o) => o.projectRef)).not.toContain(
      'lost',
    );
  });

  it('encodes branch values as [branchId, label]', () => {
    expect(JSON.parse(branchOptions(branches)[1]?.value ?? '')).toEqual(['br-main', 'main']);
  });
});

describe('resolveProjectSelection', () => {
  it('restores the saved organization and project when the project belongs to that organization', () => {
    expect(resolveProjectSelection(options, {}, { organizationId: 2, projectRef: 'beta-app' })).toEqual({
      organizationId: 2,
      projectRef: 'beta-app',
    });
  });

  it('picks the first project when the saved project belongs to another organization', () => {
    expect(resolveProjectSelection(options, {}, { organizationId: 2, projectRef: 'acme-api' })).toEqual({
      organizationId: 1,
      projectRef: 'acme-web',
    });
  });

  it('picks the first project when nothing is saved or the saved project is gone', () => {
    expect(resolveProjectSelection(options, {}, {})).toEqual({ organizationId: 1, projectRef: 'acme-web' });
    expect(resolveProjectSelection(options, {}, { organizationId: 1, projectRef: 'deleted' })).toEqual({
      organizationId: 1,
      projectRef: 'acme-web',
    });
  });

  it('keeps a valid current choice over the saved one', () => {
    const current = { organizationId: 1, projectRef: 'acme-api' };
    expect(resolveProjectSelection(options, current, { organizationId: 2, projectRef: 'beta-app' })).toEqual(
      current,
    );
  });

  it('gives nothing when there are no projects', () => {
    expect(resolveProjectSelection([], {}, { organizationId: 1, projectRef: 'acme-web' })).toBeUndefined();
  });
});

describe('resolveBranchSelection', () => {
  it('restores the saved branch', () => {
    expect(resolveBranchSelection(branches, {}, { branchId: 'br-fix' })).toBe('br-fix');
  });

  it('else picks the production branch, whose project ref equals its parent ref', () => {
    expect(resolveBranchSelection(branches, {}, {})).toBe('br-main');
    expect(resolveBranchSelection(branches, {}, { branchId: 'of-another-project' })).toBe('br-main');
  });

  it('else picks the first branch', () => {
    const previews = branches.filter((branch) => branch.id !== 'br-main');
    expect(resolveBranchSelection(previews, {}, {})).toBe('br-feature');
  });

  it('keeps a valid current choice, and gives nothing for an empty list', () => {
    expect(resolveBranchSelection(branches, { branchId: 'br-feature' }, { branchId: 'br-fix' })).toBe(
      'br-feature',
    );
    expect(resolveBranchSelection([], {}, { branchId: 'br-fix' })).toBeUndefined();
  });
});

describe('chooseProject', () => {
  const current = { organizationId: 1, projectRef: 'acme-api', branchId: 'br-fix' };

  it('sets organization and project together and lets the branch be chosen again', () => {
    expect(chooseProject(options, current, encodeProjectOption(2, 'beta-app', 'Beta / App'))).toEqual({
      organizationId: 2,
      projectRef: 'beta-app',
    });
  });

  it('ignores a project that does not belong to the organization in the value', () => {
    expect(chooseProject(options, current, encodeProjectOption(2, 'acme-web', 'x'))).toBe(current);
  });

  it('ignores malformed values', () => {
    for (const value of ['', 'acme-web', '[1,"acme-web"]', '[1,"acme-web","x",4]', '{"ref":"acme-web"}']) {
      expect(chooseProject(options, current, value)).toBe(current);
    }
  });
});

describe('chooseBranch', () => {
  const current = { organizationId: 1, projectRef: 'acme-api', branchId: 'br-main' };

  it('sets a listed branch and keeps the project', () => {
    expect(chooseBranch(branches, current, encodeBranchOption('br-fix', 'fix'))).toEqual({
      ...current,
      branchId: 'br-fix',
    });
  });

  it('ignores unknown or malformed values', () => {
    expect(chooseBranch(branches, current, encodeBranchOption('nope', 'x'))).toBe(current);
    expect(chooseBranch(branches, current, '["br-fix"]')).toBe(current);
  });
});

describe('apiRef', () => {
  const [web, api] = projects;

  it("uses the project's ref when branching is disabled", () => {
    expect(apiRef(web, undefined, undefined)).toBe('acme-web');
  });

  it("uses the chosen branch's own project ref when branching is enabled", () => {
    expect(apiRef(api, branches, 'br-feature')).toBe('acme-api-feature');
    expect(apiRef(api, branches, 'br-main')).toBe('acme-api');
  });

  it('waits while the branch is not known', () => {
    expect(apiRef(api, undefined, undefined)).toBeUndefined();
    expect(apiRef(api, branches, 'gone')).toBeUndefined();
    expect(apiRef(undefined, branches, 'br-main')).toBeUndefined();
  });
});
