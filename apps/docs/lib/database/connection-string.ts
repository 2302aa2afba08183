/*
 * Postgres connection strings are URLs, so a password containing URL syntax (`@`, `:`, `/`, `#`, `?`, `%`, …)
 * must be percent-encoded, or the driver reads part of it as the host or the path.
 */

export interface ConnectionParts {
  user: string;
  password: string;
  host: string;
  port: number;
  database: string;
}

/** The password as it must appear inside a connection string. */
export function encodePassword(password: string): string {
  return encodeURIComponent(password);
}

export function connectionString({ user, password, host, port, database }: ConnectionParts): string {
  return `postgresql://${encodeURIComponent(user)}:${encodePassword(password)}@${host}:${port}/${encodeURIComponent(database)}`;
}

/** Each character of `password` that encoding changes, with what it becomes, in order of first appearance. */
export function encodedCharacters(password: string): { char: string; encoded: string }[] {
  const seen = new Map<string, string>();
  for (const char of password) {
    const encoded = encodeURIComponent(char);
    if (encoded !== char && !seen.has(char)) seen.set(char, encoded);
  }
  return [...seen].map(([char, encoded]) => ({ char, encoded }));
}
