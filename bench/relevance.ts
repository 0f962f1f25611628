import { seedBundledCatalogue } from "~/features/catalogue/mutations.server";
import { countTools } from "~/features/catalogue/tool-reads.server";
import { migrateDatabase, openDatabase, type Db } from "~/lib/db.server";
import { directorySearch } from "../tests/relevance/directory-search.server";
import {
  HELD_OUT_KIND_LABELS,
  HELD_OUT_KINDS,
  HELD_OUT_SET,
  type HeldOutKind,
} from "../tests/relevance/held-out";
import {
  QUERY_KIND_LABELS,
  QUERY_KINDS,
  RELEVANCE_SET,
  type QueryKind,
} from "../tests/relevance/judgements";
import { evaluate, type Evaluation, type JudgedQuery } from "../tests/relevance/metrics";
import {
  HELD_OUT_NEAR_TWINS,
  TUNED_HELD_OUT_QUERIES,
  TUNING_KIND_LABELS,
  TUNING_KINDS,
  TUNING_SET,
  type TuningKind,
} from "../tests/relevance/tuning";

/** The target for nDCG@10 on the held-out set. */
export const TARGET_HELD_OUT_NDCG = 0.85;
/** The development set's nDCG@10 when the held-out set was written (2026-11-25). */
const DEVELOPMENT_FLOOR_NDCG = 0.874;

export type RelevanceFigures = {
  catalogueSize: number;
  /** The development set, which the search lexicon was written against. */
  development: Evaluation<QueryKind>;
  /** The tuning set of new kinds, written before the lexicon was extended for them. */
  tuning: Evaluation<TuningKind>;
  /** The held-out set, never used for tuning. */
  heldOut: Evaluation<HeldOutKind>;
  /** The held-out set without the queries also written for tuning or with a near twin there. */
  heldOutUntuned: Evaluation<HeldOutKind>;
};

const tuned = new Set([...TUNED_HELD_OUT_QUERIES, ...Object.keys(HELD_OUT_NEAR_TWINS)]);
const HELD_OUT_UNTUNED = HELD_OUT_SET.filter((item) => !tuned.has(item.query.toLowerCase()));

/** nDCG@10 and MRR of the development and held-out sets against the search on this database. */
export async function relevanceFigures(db: Db): Promise<RelevanceFigures> {
  const search = directorySearch(db);
  return {
    catalogueSize: await countTools(db),
    development: await evaluate(RELEVANCE_SET, search),
    tuning: await evaluate(TUNING_SET, search),
    heldOut: await evaluate(HELD_OUT_SET, search),
    heldOutUntuned: await evaluate(HELD_OUT_UNTUNED, search),
  };
}

/** `relevanceFigures` on a fresh embedded database in `dataDir`, seeded with the bundled catalogue. */
export async function bundledCatalogueRelevance(dataDir: string) {
  const options = { dataDir };
  const handle = await openDatabase(options);
  try {
    await migrateDatabase(options, handle, async (db) => void (await seedBundledCatalogue(db)));
    return await relevanceFigures(handle.db);
  } finally {
    await handle.close();
  }
}

const figure = (value: number) => value.toFixed(3);

/** One row per kind, each with one or two of its queries as examples. */
function kindRows<Kind extends string>(
  kinds: readonly Kind[],
  labels: Record<Kind, string>,
  set: readonly JudgedQuery<Kind>[],
  evaluation: Evaluation<Kind>,
) {
  return kinds.flatMap((kind) => {
    const ofKind = evaluation.kinds[kind];
    if (!ofKind) return [];
    // Two example queries, or one where two would make the row too long to read.
    const queries = set.filter((item) => item.kind === kind).map((item) => item.query);
    const shown =
      queries.slice(0, 2).join("").length <= 48 ? queries.slice(0, 2) : queries.slice(0, 1);
    const examples = shown.map((query) => `\`${query}\``).join(", ");
    return [
      `| ${labels[kind]} (${examples}) | ${ofKind.queries} | ${figure(ofKind.ndcg10)} | ${figure(ofKind.mrr)} |`,
    ];
  });
}

/** The "Search relevance" section of BENCHMARKS.md. */
export function relevanceMarkdown(figures: RelevanceFigures) {
  const { development, tuning, heldOut, heldOutUntuned } = figures;
  const met = heldOut.ndcg10 >= TARGET_HELD_OUT_NDCG ? "met" : "not met";
  // The development set must not fall below its figure before the held-out set was added.
  const developmentMet = development.ndcg10 >= DEVELOPMENT_FLOOR_NDCG ? "met" : "not met";
  return `## Search relevance

How well the search orders what a person expects to find, on the bundled catalogue (${figures.catalogueSize} tools, embedded database), on three sets of queries, each query judging 1 to 8 tools by their own names, categories, descriptions, features and use cases (and, for conditions such as free or open source, their pricing and stated facts). Grades: 3 the answer, 2 clearly relevant, 1 acceptable, 0 any tool not judged. Each query is run as the search box runs it (the first page of ten, in the default order when text is present). nDCG@10: gain 2^grade − 1, discount log2(rank + 1), divided by the best possible order of the judged tools. MRR: the mean of 1 / rank of the first result graded 2 or more (0 if none of the ten is).

The development set (\`tests/relevance/judgements.ts\`) is the one the search lexicon was written against. The tuning set (\`tests/relevance/tuning.ts\`) adds kinds the development set lacked (abbreviations, model names, brands used as categories, short tasks, misspelt tasks, questions in full sentences); each batch of it was written before the lexicon or the engine was changed for it and then used to tune them, so it is no test of carrying over. The held-out set (\`tests/relevance/held-out.ts\`) holds kinds of query the development set lacks; it was written before any change aimed at them and is never used to tune the lexicon, the engine or the weights, so its figures say how far the search carries over to queries no one tuned it for. ${TUNED_HELD_OUT_QUERIES.length} queries written apart for the tuning set turned out to be held-out queries too (${TUNED_HELD_OUT_QUERIES.map((q) => `\`${q}\``).join(", ")}) and were tuned on before that was noticed; they have left the tuning set. ${Object.keys(HELD_OUT_NEAR_TWINS).length} more have a near twin in the tuning set (the same sentence in other words, or the same words with "ai" or one word more: ${Object.entries(
    HELD_OUT_NEAR_TWINS,
  )
    .map(([query, twin]) => `\`${query}\` and \`${twin}\``)
    .join(
      "; ",
    )}). The held-out figure is also given without all ${tuned.size} of them. Target: held-out nDCG@10 ≥ ${TARGET_HELD_OUT_NDCG}.

| Set | Queries | nDCG@10 | MRR | Target |
|---|---:|---:|---:|---|
| Development set (the lexicon was written against it) | ${development.queries.length} | **${figure(development.ndcg10)}** | **${figure(development.mrr)}** | nDCG@10 ≥ ${DEVELOPMENT_FLOOR_NDCG} (${developmentMet}) |
| Tuning set (new kinds, used for tuning) | ${tuning.queries.length} | ${figure(tuning.ndcg10)} | ${figure(tuning.mrr)} | none |
| Held-out set (never used for tuning) | ${heldOut.queries.length} | **${figure(heldOut.ndcg10)}** | **${figure(heldOut.mrr)}** | nDCG@10 ≥ ${TARGET_HELD_OUT_NDCG} (${met}) |
| Held-out set without the ${tuned.size} queries written for tuning or with a near twin there | ${heldOutUntuned.queries.length} | ${figure(heldOutUntuned.ndcg10)} | ${figure(heldOutUntuned.mrr)} | |

### Development set (the lexicon was written against it)

| Queries | Count | nDCG@10 | MRR |
|---|---:|---:|---:|
| **All** | ${development.queries.length} | **${figure(development.ndcg10)}** | **${figure(development.mrr)}** |
${kindRows(QUERY_KINDS, QUERY_KIND_LABELS, RELEVANCE_SET, development).join("\n")}

### Tuning set (new kinds, used for tuning)

| Queries | Count | nDCG@10 | MRR |
|---|---:|---:|---:|
| **All** | ${tuning.queries.length} | **${figure(tuning.ndcg10)}** | **${figure(tuning.mrr)}** |
${kindRows(TUNING_KINDS, TUNING_KIND_LABELS, TUNING_SET, tuning).join("\n")}

### Held-out set (never used for tuning)

| Queries | Count | nDCG@10 | MRR |
|---|---:|---:|---:|
| **All** | ${heldOut.queries.length} | **${figure(heldOut.ndcg10)}** | **${figure(heldOut.mrr)}** |
${kindRows(HELD_OUT_KINDS, HELD_OUT_KIND_LABELS, HELD_OUT_SET, heldOut).join("\n")}
`;
}
