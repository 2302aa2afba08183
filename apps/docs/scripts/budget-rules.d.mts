// Types for budget-rules.mjs.

export type FeatureName =
  | 'search'
  | 'mermaid'
  | 'editor'
  | 'sql-parser'
  | 'api-settings'
  | 'apple-secret'
  | 'jwt-generator';

/**
 * 'forbidden' (the default): never loads. 'required': loads at some point. 'after-load': only after `load`.
 * 'on-use': not before `load`, and maybe never (it loads when the reader reaches for it).
 */
export type FeatureRule = 'forbidden' | 'required' | 'after-load' | 'on-use';

export interface Budget {
  jsGzKiB: number;
  cssGzKiB: number;
  htmlGzKiB?: number;
  /** The HTML document as served before compression, in KB of 1000 bytes. */
  htmlRawKB?: number;
}

export interface PageType {
  name: string;
  path?: string;
  status?: number;
  optional?: boolean;
  findByAttribute?: string;
  pathOverride?: 'mermaid';
  searchOnCtrlK?: boolean;
  budget: Budget;
  features?: Partial<Record<FeatureName, FeatureRule>>;
}

export interface LoadedResource {
  url: string;
  kind: 'js' | 'css' | 'html' | 'other';
  /** The body as text; only read for JS. */
  text: string;
}

export interface Measurement {
  status: number;
  htmlGzKiB: number;
  htmlRawKB: number;
  jsGzKiB: number;
  cssGzKiB: number;
  featuresBeforeLoad: FeatureName[];
  featuresAfterLoad: FeatureName[];
  searchOpened?: { loadedBeforeKey: boolean; dialog: boolean; loadedAfterKey: boolean; jsGzKiB: number };
}

export const GUIDE_BUDGET: Budget;
export const FEATURES: Record<FeatureName, { urls: RegExp[]; fingerprints: string[] }>;
export const PAGE_TYPES: PageType[];
export function featuresIn(records: LoadedResource[]): Set<FeatureName>;
export function judge(type: PageType, result: Measurement): string[];
