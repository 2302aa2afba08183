export const HEADERS_FILE: string;
export function headerPatterns(root: string): Promise<string[]>;
export function headersFile(patterns: string[]): string;
export function parseHeadersFile(text: string): { pattern: string; headers: Record<string, string> }[];
