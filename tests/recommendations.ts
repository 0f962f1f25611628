import { expect } from "vitest";
import { getToolById } from "~/features/catalogue/tool-reads.server";
import { checkReason } from "~/features/recommender/reason-check";
import type { Recommendation } from "~/features/recommender/schema";
import type { Db } from "~/lib/db.server";

/** Every claim of every reason holds for that tool's record in this database. */
export async function expectTruthful(recommendations: Recommendation[], db: Db) {
  const names = recommendations.map((item) => item.name);
  for (const item of recommendations) {
    const tool = await getToolById(item.id, db);
    expect(tool, item.id).not.toBeNull();
    const check = checkReason(
      item.reasoning,
      tool!,
      names.filter((name) => name !== item.name),
    );
    expect(check.problems, `${item.id}: ${item.reasoning}`).toEqual([]);
  }
}
