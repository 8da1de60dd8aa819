/** The bin directory of the newest installed Debian PostgreSQL (or `PG_BIN`), else undefined. */
export declare function findPostgresBin(): string | undefined;

export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust auth, loopback only). */
  url: string;
  /** Stops the server and deletes its directory (also done when the process exits). */
  stop(): void;
  /** Stops the server (`pg_ctl stop -m fast`: open sessions are terminated), keeping its data. */
  shutdown(): void;
  /** Starts the server again on the same port and data, after `shutdown()`. */
  start(): void;
}

/** Starts a fresh PostgreSQL cluster in a temporary directory on a free loopback port. */
export declare function startThrowawayPostgres(options?: {
  log?: (line: string) => void;
}): Promise<ThrowawayPostgres>;
