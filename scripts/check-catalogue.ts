// Prints every problem in content/tools/*.json and a summary of category and pricing coverage.
import { readCatalogue } from "../app/features/catalogue/catalogue-files.server";
import { CATEGORIES, PRICING_MODELS } from "../app/features/catalogue/constants";

const { entries, problems } = readCatalogue();
for (const p of problems) console.log(`PROBLEM ${p.file}: ${p.message}`);
const count = (pred: (e: (typeof entries)[number]) => boolean) => entries.filter(pred).length;
console.log(`${entries.length} valid tools, ${problems.length} problems`);
console.log(
  "categories:",
  CATEGORIES.map((c) => `${c}=${count((e) => e.category.includes(c))}`).join(", "),
);
console.log(
  "pricing:",
  PRICING_MODELS.map((p) => `${p}=${count((e) => e.pricing === p)}`).join(", "),
);
process.exitCode = problems.length ? 1 : 0;
