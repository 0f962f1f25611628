import { countOf } from "~/lib/count";
import type { Toast } from "~/lib/form-reply";

/** docs/product.md#data-management: the admin page's words ("Supabase" reads "database" here). */
export const ADMIN_TEXTS = {
  title: "Admin Dashboard",
  toolsInDatabase: (count: number) => `You have ${countOf(count, "tool")} in your database`,
  noCategories: "No categories found",
  noPricingOptions: "No pricing options found",
  check: "Check Database",
  checking: "Checking...",
  migrateAll: "Migrate All Tools",
  migrateNew: "Migrate New Tools",
  migrating: "Migrating...",
  export: "Export from database",
  exporting: "Exporting...",
  refresh: "Refresh Metadata",
  refreshing: "Refreshing...",
} as const;

export const EXPORT_TOASTS = {
  exported: (count: number): Toast => ({
    type: "success",
    title: `Successfully exported ${count.toLocaleString("en-US")} tools from database!`,
  }),
} as const;

/** The migration messages (docs/product.md#data-management). */
export const MIGRATION_MESSAGES = {
  noTools: "No tools provided for migration",
} as const;

/** A few ids, then how many more. */
export function someIds(ids: readonly string[], shown = 5) {
  const listed = ids.slice(0, shown).join(", ");
  return ids.length > shown ? `${listed} and ${ids.length - shown} more` : listed;
}

/** What Migrate All Tools did (decision 013). */
export type MigrateAllResult = {
  added: string[];
  updated: string[];
  keptEdited: string[];
  unchanged: number;
};

export const MIGRATION_TOASTS = {
  successful: (result: MigrateAllResult): Toast => ({
    type: "success",
    title: "Migration Successful",
    description: [
      `${countOf(result.added.length, "tool")} added, ${result.updated.length.toLocaleString("en-US")} updated to the bundled text, ${result.unchanged.toLocaleString("en-US")} already up to date.`,
      result.keptEdited.length
        ? `${countOf(result.keptEdited.length, "tool")} edited here kept as they are: ${someIds(result.keptEdited)}.`
        : "",
    ]
      .filter(Boolean)
      .join(" "),
  }),
  added: (count: number): Toast => ({
    type: "success",
    title: "New Tools Added",
    description: `Added ${countOf(count, "tool")} from the bundled catalogue.`,
  }),
  none: {
    type: "info",
    title: "No New Tools",
    description: "Every bundled tool is already in the database.",
  },
  failed: (reason: string): Toast => ({
    type: "error",
    title: "Migration Failed",
    description: reason,
  }),
} satisfies Record<string, Toast | ((...args: never[]) => Toast)>;

/** The status banner's message when a check cannot run. */
export const checkError = (reason: string) => `Error checking the database: ${reason}`;

/** The status banner's message when an export fails (docs/product.md#data-management). */
export const exportError = (reason: string) => `Error exporting data: ${reason}`;

/** docs/product.md#data-management: the export's file name, by the day it was made (UTC). */
export function exportFileName(day: Date) {
  return `ai_tools_export_${day.toISOString().slice(0, 10)}.json`;
}

/** Admin pages are for one person at a time: no shared cache keeps them. */
export const ADMIN_PAGE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/** Where the export is downloaded from, the check asked for, the migrations run (server/api/admin.ts). */
export const EXPORT_PATH = "/api/admin/tools/export";
export const CHECK_PATH = "/api/admin/database/check";
export const MIGRATE_NEW_PATH = "/api/admin/tools/migrate-new";
export const MIGRATE_ALL_PATH = "/api/admin/tools/migrate-all";
export const IMPORT_PATH = "/api/admin/tools/import";
export const REFRESH_PATH = "/api/admin/metadata/refresh";

/** The largest file an import takes. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** The tool editor's outcomes (decision 013). */
export const TOOL_TOASTS = {
  created: (name: string): Toast => ({ type: "success", title: "Tool created", description: name }),
  saved: (fields: readonly string[]): Toast => ({
    type: "success",
    title: "Tool saved",
    description: `Changed: ${fields.join(", ")}.`,
  }),
  unchanged: { type: "info", title: "No changes", description: "Nothing was different." },
  status: (label: string): Toast => ({ type: "success", title: `Tool ${label.toLowerCase()}` }),
} satisfies Record<string, Toast | ((...args: never[]) => Toast)>;

export const ID_TAKEN = "Another tool already has this id.";
