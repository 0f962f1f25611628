import type { ToolStatus } from "./constants";
import type { ChangeKind, FactSources, FactValues } from "./facts";

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
  bundled: {
    total: number;
    missing: string[];
    /** Tools whose text differs from the catalogue's (statuses are not compared). */
    changed: string[];
    /** Changed tools an administrator edited here: Migrate All Tools leaves them alone. */
    edited: string[];
    extra: number;
  };
};

/** A tool as exported: the bundled catalogue's fields (content/tools) and its status, as stored. */
export type ExportedTool = ToolContent & { status: ToolStatus };

/** What the bundled catalogue says about a tool: every field but its status. */
export type ToolContent = {
  id: string;
  name: string;
  logo: string | null;
  shortDescription: string;
  description: string;
  category: string[];
  pricing: string;
  editorialRating: number | null;
  features: string[];
  pros: string[];
  cons: string[];
  useCases: string[];
  url: string;
  apiAccess: boolean;
  createdAt: string;
} & FactValues &
  FactSources;

/** Each changed field with its value before and after. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/** One administrator's write as the audit log shows it. */
export type AuditRecord = {
  id: number;
  actor: string;
  action: string;
  changes: FieldChanges;
  createdAt: string;
};

/** What an import does (or would do, in a dry run), row by row; rows count from 1. */
export type ImportPlan = {
  added: { row: number; id: string; name: string }[];
  changed: { row: number; id: string; name: string; fields: string[] }[];
  unchanged: number;
  refused: { row: number; id: string | null; reasons: string[] }[];
};

/** A Refresh Metadata run (decision 014): how far it is, and whether it has ended. */
export type RefreshRun = {
  id: number;
  startedBy: string;
  startedAt: string;
  finishedAt: string | null;
  total: number;
  done: number;
  failed: number;
};

/**
 * The spec's categories and pricing options an administrator has renamed, each to its name now
 * (seeded name -> current name). The bundled catalogue and the recommender's rules use the
 * spec's names and read them through this.
 */
export type Renamed = {
  category: Readonly<Record<string, string>>;
  pricing: Readonly<Record<string, string>>;
};

/** One change of a tool's public history (decision 026). */
export type ToolChange = {
  id: number;
  field: string;
  before: unknown;
  after: unknown;
  sourceUrl: string | null;
  confirmed: boolean;
  byKind: ChangeKind;
  changedAt: string;
};

/** One field of a suggested edit against the listing (decision 026). */
export type SuggestionField = {
  field: string;
  label: string;
  /** The listing's value when the suggestion was made, now, and proposed. */
  base: unknown;
  current: unknown;
  proposed: unknown;
  /** The listing's value changed since the suggestion was made. */
  stale: boolean;
};
