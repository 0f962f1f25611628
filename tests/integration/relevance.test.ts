import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directorySearch } from "../relevance/directory-search.server";
import { QUERY_KIND_LABELS, QUERY_KINDS, RELEVANCE_SET } from "../relevance/judgements";
import { evaluate } from "../relevance/metrics";
import { openTestDatabase } from "../setup/test-database";

// Today's figures rounded down to 0.05, so that a change which makes ranking worse fails here.
// Raise them as ranking improves.
const NDCG_FLOOR = 0.85;
const MRR_FLOOR = 0.9;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

describe("search relevance on the bundled catalogue", () => {
  it(`keeps nDCG@10 at ${NDCG_FLOOR} or more and MRR at ${MRR_FLOOR} or more`, async () => {
    const result = await evaluate(RELEVANCE_SET, directorySearch(database.db));
    const lines = QUERY_KINDS.map((kind) => {
      const { queries, ndcg10, mrr } = result.kinds[kind];
      return `  ${QUERY_KIND_LABELS[kind].padEnd(44)} ${String(queries).padStart(3)} queries  nDCG@10 ${ndcg10.toFixed(3)}  MRR ${mrr.toFixed(3)}`;
    });
    console.log(
      [
        `Search relevance (${database.kind}): nDCG@10 ${result.ndcg10.toFixed(3)}, MRR ${result.mrr.toFixed(3)} over ${result.queries.length} queries`,
        ...lines,
      ].join("\n"),
    );
    expect(result.ndcg10).toBeGreaterThanOrEqual(NDCG_FLOOR);
    expect(result.mrr).toBeGreaterThanOrEqual(MRR_FLOOR);
  });
});
