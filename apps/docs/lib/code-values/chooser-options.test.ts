import { describe, expect, it } from 'vitest';
import type { Branch, Organization, Project } from '@/lib/project-session/types';
import {
  chooserOptions,
  decodeProjectChoice,
  encodeProjectChoice,
  mayWriteBack,
  projectChoices,
  resolveProjectChoice,
} from './chooser-options';

const organizations: Organization[] = [{ id: 1, name: 'Acme' }];
const projects: Project[] = [
  { ref: 'analytics', name: 'Analytics', organization_id: 1, is_branch_enabled: false },
  { ref: 'store', name: 'Storefront API', organization_id: 1, is_branch_enabled: true },
  { ref: 'hidden', name: 'Other org', organization_id: 9, is_branch_enabled: false },
];
const branches: Branch[] = [
  { id: 'b-dev', name: 'develop', project_ref: 'store-dev', parent_project_ref: 'store' },
  { id: 'b-main', name: 'main', project_ref: 'store', parent_project_ref: 'store' },
];
const choices = projectChoices(organizations, projects, new Map([['store', branches]]));

describe('the chooser options', () => {
  it('lists each project, a branching one once per branch with the branch ref, then local and placeholders', () => {
    const options = chooserOptions(choices, true);
    expect(options.map((option) => option.label)).toEqual([
      'Analytics',
      'Storefront API · develop',
      'Storefront API · main',
      'Local development',
      'Placeholders',
    ]);
    expect(choices.map((choice) => choice.apiRef)).toEqual(['analytics', 'store-dev', 'store']);
    expect(chooserOptions(choices, false).map((option) => option.value)).toEqual(['local', 'placeholders']);
  });

  it('encodes a project option as a four-item array and ignores anything else', () => {
    const value = encodeProjectChoice({ organizationId: 1, projectRef: 'store', branchId: 'b-main' });
    expect(decodeProjectChoice(value)).toEqual({
      organizationId: 1,
      projectRef: 'store',
      branchId: 'b-main',
    });
    expect(decodeProjectChoice(encodeProjectChoice({ organizationId: 1, projectRef: 'a' }))).toEqual({
      organizationId: 1,
      projectRef: 'a',
      branchId: undefined,
    });
    for (const bad of ['local', '[1,"a"]', '["project","1","a",null]', '["project",1,"",null]', '{']) {
      expect(decodeProjectChoice(bad)).toBeUndefined();
    }
  });

  it('writes back only when nothing is selected or the selected project is one of its choices', () => {
    expect(mayWriteBack(choices, {})).toBe(true);
    expect(mayWriteBack(choices, { organizationId: 1, projectRef: 'store' })).toBe(true);
    // The widget chose a branching project without branches: the chooser lists it not, and leaves it chosen.
    expect(mayWriteBack(choices, { organizationId: 1, projectRef: 'no-branches-yet' })).toBe(false);
  });

  it('follows the widget selection rules: current, then saved, then the production branch, then the first', () => {
    const storeMain = { organizationId: 1, projectRef: 'store' };
    expect(resolveProjectChoice(choices, { ...storeMain, branchId: 'b-dev' }, {})?.apiRef).toBe('store-dev');
    expect(resolveProjectChoice(choices, {}, { ...storeMain, branchId: 'b-dev' })?.apiRef).toBe('store-dev');
    expect(resolveProjectChoice(choices, storeMain, {})?.apiRef).toBe('store');
    // The project from the current selection, its branch from the saved one (a reload while branches load).
    expect(resolveProjectChoice(choices, storeMain, { ...storeMain, branchId: 'b-dev' })?.apiRef).toBe(
      'store-dev',
    );
    expect(resolveProjectChoice(choices, { organizationId: 9, projectRef: 'hidden' }, {})?.apiRef).toBe(
      'analytics',
    );
    expect(resolveProjectChoice([], {}, {})).toBeUndefined();
  });
});
