import { authErrors } from './auth';
import { cliErrors } from './cli';
import { functionErrors } from './functions';
import { postgresErrors } from './postgres';
import { postgrestErrors } from './postgrest';
import { realtimeErrors } from './realtime';
import type { ErrorSection } from './schema';
import { storageErrors } from './storage';

/*
 * The Errors reference in page order. Each code is also an anchor on one page, so codes must be unique across
 * sections too; errors.test.ts checks it.
 */
export const errorSections: readonly ErrorSection[] = [
  postgrestErrors,
  postgresErrors,
  authErrors,
  storageErrors,
  realtimeErrors,
  functionErrors,
  cliErrors,
];
