/** What Check Database reports (decision 012): the database's state and the catalogue's. */
export type DatabaseCheck = {
  /** The server and its version, as it reports itself. */
  server: string;
  migrations: { applied: number; expected: number };
  extensions: { name: string; installed: boolean }[];
  /** Indexes the schema declares that the database does not have. */
  missingIndexes: string[];
  tools: number;
  /** The database against the bundled catalogue (content/tools), by id. */
  bundled: { total: number; missing: string[]; changed: string[]; extra: number };
};
