import { describe, expect, it } from 'vitest';
import { factSourceSchema } from './fact-source';
import {
  type SharedDataTree,
  sharedData,
  sharedDataItemSchema,
  sharedDataSource,
  sharedDataSources,
} from './shared-data';

function leafPaths(tree: SharedDataTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, node]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return sharedDataItemSchema.safeParse(node).success ? [path] : leafPaths(node as SharedDataTree, path);
  });
}

describe('shared data sources', () => {
  it.each(leafPaths(sharedData))('%s has a source and a date', (path) => {
    const source = sharedDataSource(path);
    expect(source, `add a group for ${path} to sharedDataSources`).toBeDefined();
    expect(factSourceSchema.parse(source)).toEqual(source);
  });

  it('lists no group that names nothing', () => {
    const paths = leafPaths(sharedData);
    for (const group of Object.keys(sharedDataSources)) {
      expect(
        paths.some((path) => path === group || path.startsWith(`${group}.`)),
        group,
      ).toBe(true);
    }
  });

  it('takes the longest prefix', () => {
    expect(sharedDataSource('cli.apiSchemas')?.source).toMatch(/init_config\.toml/);
    expect(sharedDataSource('cli.version')?.source).toMatch(/v1\.163\.6/);
  });

  it('refuses a source without a URL or a document name, or without an ISO date', () => {
    expect(factSourceSchema.safeParse({ source: 'docs', asOf: '2024-04-25' }).success).toBe(false);
    expect(factSourceSchema.safeParse({ source: 'http://example.com/x', asOf: '2024-04-25' }).success).toBe(
      false,
    );
    expect(factSourceSchema.safeParse({ source: 'https://example.com/x', asOf: 'April 2024' }).success).toBe(
      false,
    );
  });
});
