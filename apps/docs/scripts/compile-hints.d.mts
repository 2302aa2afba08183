export const HINT: string;
export const ISLAND_MARK: string;
export function onDemandChunks(chunks: Map<string, string>, mark: string, excluded: Set<string>): string[];
export function withHint(text: string): string;
