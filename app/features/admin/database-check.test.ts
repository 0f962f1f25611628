import { describe, expect, it } from "vitest";
import type { DatabaseCheck } from "~/features/catalogue/types";
import { describeCheck } from "./database-check";

const healthy: DatabaseCheck = {
  server: "PostgreSQL 15.20",
  migrations: { applied: 10, expected: 10 },
  extensions: [{ name: "pg_trgm", installed: true }],
  missingIndexes: [],
  tools: 172,
  bundled: { total: 172, missing: [], changed: [], edited: [], extra: 0 },
};

describe("describeCheck", () => {
  it("is a success when the database has everything and the bundled tools unchanged", () => {
    expect(describeCheck(healthy)).toEqual({
      kind: "success",
      message:
        "Database connected (PostgreSQL 15.20): all 10 migrations applied, extensions and indexes present. 172 tools: all 172 bundled tools present and unchanged.",
    });
  });

  it("informs when only the tools differ from the bundled catalogue", () => {
    const banner = describeCheck({
      ...healthy,
      tools: 180,
      bundled: {
        total: 172,
        missing: ["chatgpt"],
        changed: ["a", "b", "c", "d", "e", "f", "g"],
        edited: ["b"],
        extra: 9,
      },
    });
    expect(banner.kind).toBe("info");
    expect(banner.message).toContain(
      "180 tools: 1 bundled not in the database (chatgpt); 7 changed from the bundled text (a, b, c, d, e and 2 more), 1 of them edited here and kept by Migrate All Tools (b); 9 tools not in the bundled catalogue.",
    );
  });

  it("is an error when a migration, an extension or an index is missing", () => {
    const banner = describeCheck({
      ...healthy,
      migrations: { applied: 8, expected: 10 },
      extensions: [{ name: "pg_trgm", installed: false }],
      missingIndexes: ["ai_tools_search_vector_idx"],
    });
    expect(banner.kind).toBe("error");
    expect(banner.message).toContain(
      "8 of 10 migrations applied; extension pg_trgm missing; indexes missing: ai_tools_search_vector_idx.",
    );
  });
});
