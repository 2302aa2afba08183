import type { SharedDataPath } from './shared-data';

/*
 * The platform constants that guides quote. Each lives once in shared-data.ts; a page shows it with
 * <SharedData path="…" />, and the docs-as-code test fails when a page's prose writes one of them by hand.
 * `alsoWritten` lists other spellings a writer might use for the same fact (the value as the data formats it is
 * always searched for).
 */
export interface SpecConstant {
  path: SharedDataPath;
  alsoWritten?: readonly string[];
}

export const specConstants: readonly SpecConstant[] = [
  { path: 'cli.recommendedMemory', alsoWritten: ['7GB', '7 gigabytes'] },
  { path: 'cli.storageCopy.cacheControl' },
  { path: 'local.apiPort' },
  { path: 'local.dbPort' },
  { path: 'local.studioPort' },
  { path: 'local.inbucketPort' },
  { path: 'database.pageSize', alsoWritten: ['8192'] },
  { path: 'database.cacheHitRateMinimum', alsoWritten: ['99 %', '99 percent'] },
  { path: 'database.inspect.longRunningQueryThreshold', alsoWritten: ['5 min'] },
  { path: 'database.inspect.unusedIndexMaxScans' },
  { path: 'database.inspect.unusedIndexMinPages' },
  { path: 'migration.largeComputeThreshold', alsoWritten: ['6GB', '6 gigabytes'] },
  { path: 'migration.diskSelfServeLimit', alsoWritten: ['150GB', '150 gigabytes'] },
  { path: 'auth.rateLimits.emailPerHour', alsoWritten: ['30 per hour', '30 emails per hour'] },
  { path: 'auth.rateLimits.emailPerHourSinceJuly2023', alsoWritten: ['4 per hour', '4 emails per hour'] },
  // The anonymous sign-in, MFA and token limits the auth guides quote (issue 19).
  { path: 'auth.rateLimits.anonymousSignIns' },
  { path: 'auth.rateLimits.mfa' },
  { path: 'auth.rateLimits.tokenRefresh' },
  // Plan facts (issue 27): backups per plan and the default API schemas come from shared data only.
  { path: 'backups.retention.pro', alsoWritten: ['7-day'] },
  { path: 'backups.retention.team', alsoWritten: ['14-day'] },
  { path: 'backups.retention.enterprise', alsoWritten: ['30-day'] },
  { path: 'backups.dailyBackupPlans' },
  { path: 'cli.apiSchemas', alsoWritten: ['public and graphql_public'] },
];
