import { describe, expect, it } from "vitest";
import { evaluate, ndcgAt, reciprocalRank, type JudgedQuery } from "./metrics";

// Hand-computed: gain 2^grade − 1 (grade 3 → 7, 2 → 3, 1 → 1); discount log2(rank + 1), so
// rank 1 → 1, rank 2 → log2 3 ≈ 1.5850, rank 3 → 2.
const log2of3 = Math.log2(3);

describe("ndcgAt", () => {
  it("is 1 for the judged tools in their best order", () => {
    expect(ndcgAt(10, ["a", "b", "c"], { a: 3, b: 2, c: 1 })).toBe(1);
  });

  it("is 0 for an empty ranking and for a ranking of unjudged tools only", () => {
    expect(ndcgAt(10, [], { a: 3 })).toBe(0);
    expect(ndcgAt(10, ["x", "y"], { a: 3 })).toBe(0);
  });

  it("scores two judged tools in the wrong order", () => {
    // DCG = 1/1 + 7/log2 3 ≈ 5.4165; ideal = 7/1 + 1/log2 3 ≈ 7.6309.
    const expected = (1 + 7 / log2of3) / (7 + 1 / log2of3);
    expect(expected).toBeCloseTo(0.7098, 4);
    expect(ndcgAt(10, ["b", "a"], { a: 3, b: 1 })).toBeCloseTo(expected, 10);
  });

  it("discounts the answer by an unjudged tool above it", () => {
    expect(ndcgAt(10, ["x", "a"], { a: 3 })).toBeCloseTo(1 / log2of3, 10);
  });

  it("ignores what lies beyond k, in the ranking and in the ideal", () => {
    expect(ndcgAt(2, ["x", "y", "a"], { a: 3 })).toBe(0);
    expect(ndcgAt(1, ["a"], { a: 3, b: 3, c: 3 })).toBe(1);
    // Ideal at k = 2: 7 + 7/log2 3; the ranking holds one of the answers at rank 1.
    expect(ndcgAt(2, ["a", "x", "b"], { a: 3, b: 3 })).toBeCloseTo(7 / (7 + 7 / log2of3), 10);
  });

  it("counts a repeated tool once", () => {
    expect(ndcgAt(10, ["a", "a"], { a: 3, b: 3 })).toBeCloseTo(7 / (7 + 7 / log2of3), 10);
  });

  it("is 0 when nothing is judged", () => {
    expect(ndcgAt(10, ["a"], {})).toBe(0);
  });
});

describe("reciprocalRank", () => {
  it("is 1 / the rank of the first tool graded 2 or more", () => {
    expect(reciprocalRank(["a", "b"], { a: 3 })).toBe(1);
    expect(reciprocalRank(["x", "b"], { b: 2 })).toBe(0.5);
    expect(reciprocalRank(["x", "b", "a"], { a: 3, b: 1 })).toBeCloseTo(1 / 3, 10);
  });

  it("takes the best grade as the bar when no tool is graded 2 or more", () => {
    expect(reciprocalRank(["x", "b"], { b: 1 })).toBe(0.5);
  });

  it("is 0 when no relevant tool is ranked", () => {
    expect(reciprocalRank([], { a: 3 })).toBe(0);
    expect(reciprocalRank(["x", "b"], { a: 3, b: 1 })).toBe(0);
    expect(reciprocalRank(["a"], {})).toBe(0);
  });
});

describe("evaluate", () => {
  const set: JudgedQuery[] = [
    { query: "one", kind: "name", judgements: { a: 3 } },
    { query: "two", kind: "name", judgements: { b: 2 } },
    { query: "three", kind: "task", judgements: { c: 3, d: 1 } },
  ];
  const rankings: Record<string, string[]> = {
    one: ["a", "b"],
    two: ["a", "b"],
    three: ["d", ...Array.from({ length: 12 }, (_, i) => `x${i}`)],
  };

  it("returns per-query figures, their means and the means per kind", async () => {
    const asked: string[] = [];
    const result = await evaluate(set, async (q) => {
      asked.push(q);
      return rankings[q]!;
    });
    expect(asked).toEqual(["one", "two", "three"]);
    const two = 1 / log2of3;
    const three = 1 / (7 + 1 / log2of3);
    expect(result.queries.map(({ query, kind, rr }) => ({ query, kind, rr }))).toEqual([
      { query: "one", kind: "name", rr: 1 },
      { query: "two", kind: "name", rr: 0.5 },
      { query: "three", kind: "task", rr: 0 },
    ]);
    expect(result.queries[1]!.ndcg10).toBeCloseTo(two, 10);
    expect(result.queries[2]!.ndcg10).toBeCloseTo(three, 10);
    expect(result.queries[2]!.top).toHaveLength(10);
    expect(result.ndcg10).toBeCloseTo((1 + two + three) / 3, 10);
    expect(result.mrr).toBeCloseTo(0.5, 10);
    expect(Object.keys(result.kinds)).toEqual(["name", "task"]);
    expect(result.kinds.name!.queries).toBe(2);
    expect(result.kinds.name!.ndcg10).toBeCloseTo((1 + two) / 2, 10);
    expect(result.kinds.name!.mrr).toBeCloseTo(0.75, 10);
    expect(result.kinds.task).toEqual({ queries: 1, ndcg10: result.queries[2]!.ndcg10, mrr: 0 });
  });

  it("gives zeros for an empty set", async () => {
    expect(await evaluate([], async () => [])).toEqual({
      ndcg10: 0,
      mrr: 0,
      kinds: {},
      queries: [],
    });
  });
});
