export function isFile(path: string): Promise<boolean>;
export function listHtmlFiles(dir: string): Promise<string[]>;
