// Ranking metrics for the search relevance set: graded nDCG@k and reciprocal rank. Pure
// functions; the caller supplies the ranked ids (from any search) and the judgements.

/** A query's judged tools: tool id to grade (1 acceptable, 2 clearly relevant, 3 ideal). */
export type Judgements = Readonly<Record<string, number>>;

/** One query of a relevance set, tagged with the kind of query it stands for. */
export type JudgedQuery<Kind extends string = string> = {
  query: string;
  kind: Kind;
  judgements: Judgements;
  note?: string;
};

const gain = (grade: number) => 2 ** grade - 1;
const discount = (index: number) => Math.log2(index + 2);

function dcg(grades: readonly number[]) {
  return grades.reduce((sum, grade, index) => sum + gain(grade) / discount(index), 0);
}

/**
 * Normalised discounted cumulative gain of the first k results: gain 2^grade − 1, discount
 * log2(rank + 1), divided by the DCG of the judged tools in their best order. An unjudged
 * tool has grade 0; a repeated id counts once. Judgements with no grade above 0 give 0.
 */
export function ndcgAt(k: number, rankedIds: readonly string[], judgements: Judgements) {
  const ideal = dcg(
    Object.values(judgements)
      .filter((grade) => grade > 0)
      .sort((a, b) => b - a)
      .slice(0, k),
  );
  if (ideal === 0) return 0;
  const ranked = [...new Set(rankedIds)].slice(0, k);
  return dcg(ranked.map((id) => judgements[id] ?? 0)) / ideal;
}

/**
 * 1 / rank of the first relevant result, or 0 when none is. "Relevant" means a grade of 2 or
 * more (clearly relevant), the same bar for every query, so a merely acceptable tool on top does
 * not count as finding the answer; only where a query's best judged grade is below 2 does that
 * best grade become the bar.
 */
export function reciprocalRank(rankedIds: readonly string[], judgements: Judgements) {
  const best = Math.max(0, ...Object.values(judgements));
  if (best <= 0) return 0;
  const bar = Math.min(2, best);
  const ranked = [...new Set(rankedIds)];
  const index = ranked.findIndex((id) => (judgements[id] ?? 0) >= bar);
  return index === -1 ? 0 : 1 / (index + 1);
}

export type QueryResult<Kind extends string = string> = {
  query: string;
  kind: Kind;
  ndcg10: number;
  rr: number;
  /** The first ten ids the search returned. */
  top: string[];
};

export type KindFigures = { queries: number; ndcg10: number; mrr: number };

export type Evaluation<Kind extends string = string> = {
  ndcg10: number;
  mrr: number;
  /** Means over the queries of each kind, in the order kinds first appear in the set. */
  kinds: Record<Kind, KindFigures>;
  queries: QueryResult<Kind>[];
};

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Runs every query of the set through `search` (one at a time, in order) and returns nDCG@10 and
 * reciprocal rank per query, their means over all queries and their means per kind.
 */
export async function evaluate<Kind extends string>(
  judgementSet: readonly JudgedQuery<Kind>[],
  search: (q: string) => Promise<string[]>,
): Promise<Evaluation<Kind>> {
  const queries: QueryResult<Kind>[] = [];
  for (const { query, kind, judgements } of judgementSet) {
    const ranked = await search(query);
    queries.push({
      query,
      kind,
      ndcg10: ndcgAt(10, ranked, judgements),
      rr: reciprocalRank(ranked, judgements),
      top: ranked.slice(0, 10),
    });
  }
  const kinds = {} as Record<Kind, KindFigures>;
  for (const kind of new Set(queries.map((result) => result.kind))) {
    const ofKind = queries.filter((result) => result.kind === kind);
    kinds[kind] = {
      queries: ofKind.length,
      ndcg10: mean(ofKind.map((result) => result.ndcg10)),
      mrr: mean(ofKind.map((result) => result.rr)),
    };
  }
  return {
    ndcg10: mean(queries.map((result) => result.ndcg10)),
    mrr: mean(queries.map((result) => result.rr)),
    kinds,
    queries,
  };
}
