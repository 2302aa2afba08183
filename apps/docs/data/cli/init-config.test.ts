import { describe, expect, it } from 'vitest';
import { sharedDataText } from '@/lib/shared-data';
import { findCliCommand } from './index';
import { genTypesDefaultSchemas, initConfig } from './init-config';

describe('gen types default schemas (CLI v1.163.6)', () => {
  it('are public plus [api].schemas of a new project: public and graphql_public', () => {
    expect(genTypesDefaultSchemas()).toEqual(['public', 'graphql_public']);
  });

  it('put public first and list a schema once, whatever the config lists', () => {
    expect(genTypesDefaultSchemas({ api: { ...initConfig.api, schemas: ['api', 'public'] } })).toEqual([
      'public',
      'api',
    ]);
    expect(genTypesDefaultSchemas({ api: { ...initConfig.api, schemas: ['graphql_public'] } })).toEqual([
      'public',
      'graphql_public',
    ]);
  });

  it('are what the --schema flag of the CLI reference names as its default', () => {
    const flag = findCliCommand('supabase-gen-types-typescript')?.flags?.find(
      (entry) => entry.id === 'schema',
    );
    for (const schema of genTypesDefaultSchemas()) expect(flag?.description).toContain(`\`${schema}\``);
  });

  it('reach the pages through shared data', () => {
    expect(sharedDataText('cli.apiSchemas')).toBe(initConfig.api.schemas.join(', '));
  });
});

describe('local ports', () => {
  it('shared data takes every local port and address from the config', () => {
    expect(sharedDataText('local.apiPort')).toBe(String(initConfig.api.port));
    expect(sharedDataText('local.dbPort')).toBe(String(initConfig.db.port));
    expect(sharedDataText('local.studioPort')).toBe(String(initConfig.studio.port));
    expect(sharedDataText('local.inbucketPort')).toBe(String(initConfig.inbucket.port));
    expect(sharedDataText('local.dbUrl')).toContain(`:${initConfig.db.port}/`);
  });

  it('are the ports the CLI reference shows supabase start printing', () => {
    const output = findCliCommand('supabase-start')?.examples?.[0]?.response ?? '';
    expect(output).toContain(`API URL: http://127.0.0.1:${initConfig.api.port}\n`);
    expect(output).toContain(`@127.0.0.1:${initConfig.db.port}/postgres`);
    expect(output).toContain(`Studio URL: http://127.0.0.1:${initConfig.studio.port}\n`);
    expect(output).toContain(`Inbucket URL: http://127.0.0.1:${initConfig.inbucket.port}\n`);
  });
});
