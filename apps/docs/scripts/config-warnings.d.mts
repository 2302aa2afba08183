// Types for config-warnings.mjs.
export function configWarnings(env: Record<string, string | undefined>): string[];
export function printConfigWarnings(env?: Record<string, string | undefined>): void;
