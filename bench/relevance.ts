import { seedBundledCatalogue } from "~/features/catalogue/mutations.server";
import { countTools } from "~/features/catalogue/tool-reads.server";
import { migrateDatabase, openDatabase, type Db } from "~/lib/db.server";
import { directorySearch } from "../tests/relevance/directory-search.server";
import {
  QUERY_KIND_LABELS,
  QUERY_KINDS,
  RELEVANCE_SET,
  type QueryKind,
} from "../tests/relevance/judgements";
import { evaluate, type Evaluation } from "../tests/relevance/metrics";

export type RelevanceFigures = Evaluation<QueryKind> & { catalogueSize: number };

/** nDCG@10 and MRR of the relevance set against the search on this database. */
export async function relevanceFigures(db: Db): Promise<RelevanceFigures> {
  const evaluation = await evaluate(RELEVANCE_SET, directorySearch(db));
  return { ...evaluation, catalogueSize: await countTools(db) };
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

/** The "Search relevance" section of BENCHMARKS.md. */
export function relevanceMarkdown(figures: RelevanceFigures) {
  const rows = QUERY_KINDS.flatMap((kind) => {
    const ofKind = figures.kinds[kind];
    if (!ofKind) return [];
    // Two example queries, or one where two would make the row too long to read.
    const queries = RELEVANCE_SET.filter((item) => item.kind === kind).map((item) => item.query);
    const shown =
      queries.slice(0, 2).join("").length <= 48 ? queries.slice(0, 2) : queries.slice(0, 1);
    const examples = shown.map((query) => `\`${query}\``).join(", ");
    return [
      `| ${QUERY_KIND_LABELS[kind]} (${examples}) | ${ofKind.queries} | ${figure(ofKind.ndcg10)} | ${figure(ofKind.mrr)} |`,
    ];
  });
  return `## Search relevance

How well the search orders what a person expects to find, on the bundled catalogue (${figures.catalogueSize} tools, embedded database): ${figures.queries.length} queries from \`tests/relevance/judgements.ts\`, each judging 1 to 8 tools by their own names, categories, descriptions, features and use cases. Grades: 3 the answer, 2 clearly relevant, 1 acceptable, 0 any tool not judged. Each query is run as the search box runs it (the first page of ten, in the default order when text is present). nDCG@10: gain 2^grade − 1, discount log2(rank + 1), divided by the best possible order of the judged tools. MRR: the mean of 1 / rank of the first result graded 2 or more (0 if none of the ten is).

| Queries | Count | nDCG@10 | MRR |
|---|---:|---:|---:|
| **All** | ${figures.queries.length} | **${figure(figures.ndcg10)}** | **${figure(figures.mrr)}** |
${rows.join("\n")}
`;
}
