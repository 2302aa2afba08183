// The one interface the data functions see, whether the rows live in PGlite or in a PostgreSQL server.

export interface Queryable {
  /** Runs one statement with bound parameters ($1, $2…) and returns its rows. */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** Where the data lives, for the start-up log line (never includes a password). */
  readonly description: string;
}
