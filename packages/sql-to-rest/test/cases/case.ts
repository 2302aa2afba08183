import type { ErrorKind } from '../../src/index.ts';

/**
 * One translation case. `http` is the request line with the query decoded: `GET /books?select=title`.
 * `headers` lists the headers expected besides Content-Type; `js` is the exact supabase-js code.
 */
export type Case = {
  sql: string;
  http?: string;
  headers?: Record<string, string>;
  body?: unknown;
  js?: string;
  /** Error kind and a fragment of its message. */
  error?: [ErrorKind, string];
  /** A renderer that must fail, with a fragment of its message. */
  renderError?: ['http' | 'js', string];
  /** A fragment every assumption list must contain. */
  assumption?: string;
};

export type CaseGroup = { feature: string; cases: Case[] };
