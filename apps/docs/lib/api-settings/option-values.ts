/*
 * A combobox option's value is a JSON array, `[organizationId, projectRef, label]` for projects and
 * `[branchId, label]` for branches. JSON escapes quotes and backslashes, so any label survives the trip;
 * a value of any other shape decodes to `undefined` and the choice is ignored.
 */

export type ProjectOptionValue = readonly [organizationId: number, projectRef: string, label: string];
export type BranchOptionValue = readonly [branchId: string, label: string];

export function encodeProjectOption(organizationId: number, projectRef: string, label: string): string {
  return JSON.stringify([organizationId, projectRef, label]);
}

export function encodeBranchOption(branchId: string, label: string): string {
  return JSON.stringify([branchId, label]);
}

function parseArray(value: string, length: number): unknown[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  return Array.isArray(parsed) && parsed.length === length ? parsed : undefined;
}

export function decodeProjectOption(value: string): ProjectOptionValue | undefined {
  const items = parseArray(value, 3);
  if (!items) return undefined;
  const [organizationId, projectRef, label] = items;
  if (typeof organizationId !== 'number' || !Number.isFinite(organizationId)) return undefined;
  if (typeof projectRef !== 'string' || projectRef === '' || typeof label !== 'string') return undefined;
  return [organizationId, projectRef, label];
}

export function decodeBranchOption(value: string): BranchOptionValue | undefined {
  const items = parseArray(value, 2);
  if (!items) return undefined;
  const [branchId, label] = items;
  if (typeof branchId !== 'string' || branchId === '' || typeof label !== 'string') return undefined;
  return [branchId, label];
}
