import { auth, authAdmin, authMfa } from './auth';
import { databaseFilters, databaseQueries } from './database';
import { functions } from './functions';
import { initializing } from './initializing';
import rawJsApi from './js-api.json';
import { type JsEntry, type JsGroup, jsReferenceGroupsSchema } from './js-reference-schema';
import { databaseModifiers } from './modifiers';
import { realtime } from './realtime';
import { storageBuckets, storageFiles } from './storage';

export type { JsEntry, JsExample, JsGroup } from './js-reference-schema';

export const JS_REFERENCE_PATH = '/reference/javascript';
const JS_CRAWLER_BASE_PATH = '/reference/javascript/crawlers';

export interface JsApiParam {
  name: string;
  type: string;
  optional: boolean;
  rest: boolean;
  /** An object parameter's properties (build/js-api.mjs `parameterFields`). */
  fields?: { name: string; type: string; optional: boolean }[];
}
export interface JsApiSignature {
  typeParams: string;
  params: JsApiParam[];
  returns: string;
}
export interface JsApiMethod {
  id: string;
  surface: string;
  name: string;
  signatures: JsApiSignature[];
}
export interface JsApi {
  version: string;
  packages: Record<string, string>;
  surfaces: { id: string; call: string; name: string; pkg: string }[];
  methods: JsApiMethod[];
}

/** The facts, read from the installed declarations by build/js-api.mjs. */
export const jsApi: JsApi = rawJsApi;

/** Our prose, in page order, validated when this module is first imported (a bad entry fails the build). */
export const jsReferenceGroups: JsGroup[] = jsReferenceGroupsSchema.parse([
  initializing,
  databaseQueries,
  databaseFilters,
  databaseModifiers,
  auth,
  authMfa,
  authAdmin,
  functions,
  realtime,
  storageBuckets,
  storageFiles,
]);

const methodsById = new Map(jsApi.methods.map((method) => [method.id, method]));
const entriesById = new Map(
  jsReferenceGroups.flatMap((group) => group.entries.map((entry) => [entry.id, entry])),
);

export function findJsMethod(id: string): JsApiMethod | undefined {
  return methodsById.get(id);
}

export function findJsEntry(id: string): JsEntry | undefined {
  return entriesById.get(id);
}

/** Every documented id, in page order. */
export function jsEntryIds(): string[] {
  return jsReferenceGroups.flatMap((group) => group.entries.map((entry) => entry.id));
}

/** Address of a method's crawler page, with the trailing slash the static export uses. */
export function jsCrawlerPath(id: string): string {
  return `${JS_CRAWLER_BASE_PATH}/${id}/`;
}

/** Every crawler page, for the sitemap. */
export function jsCrawlerPaths(): string[] {
  return jsEntryIds().map(jsCrawlerPath);
}
