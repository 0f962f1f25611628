import { describe, expect, it } from "vitest";
import { readCatalogue } from "~/features/catalogue/catalogue-files.server";
import { QUERY_KINDS, RELEVANCE_SET } from "./judgements";

const catalogueIds = new Set(readCatalogue().entries.map((entry) => entry.id));

describe("the search relevance set", () => {
  it("has at least 48 queries, none repeated, and several of every kind", () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(48);
    const queries = RELEVANCE_SET.map((item) => item.query);
    expect(new Set(queries).size).toBe(queries.length);
    for (const kind of QUERY_KINDS) {
      expect(RELEVANCE_SET.filter((item) => item.kind === kind).length, kind).toBeGreaterThan(3);
    }
  });

  it.each(RELEVANCE_SET.map((item) => [item.query, item] as const))(
    "judges 1 to 8 catalogue tools for %j, at least one of them clearly relevant",
    (_query, item) => {
      const ids = Object.keys(item.judgements);
      expect(ids.length).toBeGreaterThanOrEqual(1);
      expect(ids.length).toBeLessThanOrEqual(8);
      expect(ids.filter((id) => !catalogueIds.has(id))).toEqual([]);
      for (const grade of Object.values(item.judgements)) expect([1, 2, 3]).toContain(grade);
      expect(Math.max(...Object.values(item.judgements))).toBeGreaterThanOrEqual(2);
      if (item.note !== undefined) expect(item.note.trim()).not.toBe("");
    },
  );
});
