import { describe, expect, it } from "vitest";
import { readCatalogue } from "~/features/catalogue/catalogue-files.server";
import { HELD_OUT_KINDS, HELD_OUT_SET } from "./held-out";
import { RELEVANCE_SET } from "./judgements";
import { HELD_OUT_NEAR_TWINS, TUNED_HELD_OUT_QUERIES, TUNING_SET } from "./tuning";

const catalogueIds = new Set(readCatalogue().entries.map((entry) => entry.id));
const developmentQueries = new Set(RELEVANCE_SET.map((item) => item.query.toLowerCase()));

describe("the held-out search relevance set", () => {
  it("has at least 60 queries, none repeated, and several of every kind", () => {
    expect(HELD_OUT_SET.length).toBeGreaterThanOrEqual(60);
    const queries = HELD_OUT_SET.map((item) => item.query.toLowerCase());
    expect(new Set(queries).size).toBe(queries.length);
    for (const kind of HELD_OUT_KINDS) {
      expect(HELD_OUT_SET.filter((item) => item.kind === kind).length, kind).toBeGreaterThan(3);
    }
  });

  it("has no query twice in the tuning set", () => {
    const queries = TUNING_SET.map((item) => item.query.toLowerCase());
    expect(queries.filter((query, index) => queries.indexOf(query) !== index)).toEqual([]);
  });

  it("shares no query with the development set or the tuning set", () => {
    const tuningQueries = new Set(TUNING_SET.map((item) => item.query.toLowerCase()));
    const shared = HELD_OUT_SET.filter(
      (item) =>
        developmentQueries.has(item.query.toLowerCase()) ||
        tuningQueries.has(item.query.toLowerCase()),
    );
    expect(shared.length).toBe(0);
  });

  it("names real queries of both sets wherever it says a held-out query was tuned on", () => {
    const heldOutQueries = new Set(HELD_OUT_SET.map((item) => item.query.toLowerCase()));
    const tuningQueries = new Set(TUNING_SET.map((item) => item.query.toLowerCase()));
    for (const query of TUNED_HELD_OUT_QUERIES) expect(heldOutQueries, query).toContain(query);
    for (const [query, twin] of Object.entries(HELD_OUT_NEAR_TWINS)) {
      expect(heldOutQueries, query).toContain(query);
      expect(tuningQueries, twin).toContain(twin.toLowerCase());
    }
  });

  it.each(HELD_OUT_SET.map((item) => [item.query, item] as const))(
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

  it.each(
    HELD_OUT_SET.filter((item) => item.kind === "comparison").map(
      (item) => [item.query, item] as const,
    ),
  )("grades no more than the two compared tools above 1 for %j", (_query, item) => {
    const aboveOne = Object.values(item.judgements).filter((grade) => grade > 1);
    expect(aboveOne.length).toBeLessThanOrEqual(2);
  });
});
