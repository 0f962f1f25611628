import { countOf } from "~/lib/count";
import type { DatabaseCheck } from "~/features/catalogue/types";
import { someIds as some } from "./constants";

export type Banner = { kind: "error" | "success" | "info"; message: string };

/**
 * The status banner for a check: an error when the database lacks something the site needs
 * (a migration, an extension, an index), information when only its tools differ from the
 * bundled catalogue, success when everything matches.
 */
export function describeCheck(check: DatabaseCheck): Banner {
  const problems: string[] = [];
  if (check.migrations.applied < check.migrations.expected) {
    problems.push(`${check.migrations.applied} of ${check.migrations.expected} migrations applied`);
  }
  for (const extension of check.extensions) {
    if (!extension.installed) problems.push(`extension ${extension.name} missing`);
  }
  if (check.missingIndexes.length) {
    problems.push(`indexes missing: ${some(check.missingIndexes)}`);
  }
  const state = problems.length
    ? problems.join("; ")
    : `all ${countOf(check.migrations.expected, "migration")} applied, extensions and indexes present`;
  const { missing, changed, edited, extra } = check.bundled;
  const editedHere = edited.length
    ? `, ${edited.length} of them edited here and kept by Migrate All Tools (${some(edited)})`
    : "";
  const differences = [
    missing.length ? `${missing.length} bundled not in the database (${some(missing)})` : "",
    changed.length
      ? `${changed.length} changed from the bundled text (${some(changed)})${editedHere}`
      : "",
    extra ? `${countOf(extra, "tool")} not in the bundled catalogue` : "",
  ].filter(Boolean);
  const catalogue = differences.length
    ? differences.join("; ")
    : `all ${countOf(check.bundled.total, "bundled tool")} present and unchanged`;
  return {
    kind: problems.length ? "error" : differences.length ? "info" : "success",
    message: `Database connected (${check.server}): ${state}. ${countOf(check.tools, "tool")}: ${catalogue}.`,
  };
}
